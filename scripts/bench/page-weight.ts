import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** What a new visitor's browser downloads for the home page: bytes as sent, with the encoding the server chose. */
export interface Asset {
  url: string;
  kind: 'html' | 'js' | 'css';
  wireBytes: number;
  bytes: number;
  encoding: string;
}

export interface PageWeight {
  assets: Asset[];
  jsWire: number;
  cssWire: number;
  jsBytes: number;
  cssBytes: number;
}

const ACCEPT_ENCODING = 'br, gzip, deflate';

function getRaw(url: string): Promise<{ status: number; body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': ACCEPT_ENCODING, accept: '*/*' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), encoding: String(res.headers['content-encoding'] ?? 'identity') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decodedLength(body: Buffer, encoding: string): number {
  if (encoding === 'br') return brotliDecompressSync(body).length;
  if (encoding === 'gzip') return gunzipSync(body).length;
  return body.length;
}

/** Scripts, module preloads and stylesheets the page's HTML names: what the first screen waits for. */
function assetUrls(html: string, base: string): { url: string; kind: 'js' | 'css' }[] {
  const found = new Map<string, 'js' | 'css'>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) found.set(new URL(match[1]!, base).href, 'js');
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (/\brel="modulepreload"/.test(tag)) found.set(new URL(href, base).href, 'js');
    else if (/\brel="stylesheet"/.test(tag)) found.set(new URL(href, base).href, 'css');
  }
  return [...found].map(([url, kind]) => ({ url, kind }));
}

export async function homePageWeight(baseUrl: string): Promise<PageWeight> {
  const page = await getRaw(`${baseUrl}/`);
  const html = (
    page.encoding === 'identity' ? page.body : Buffer.from(page.encoding === 'br' ? brotliDecompressSync(page.body) : gunzipSync(page.body))
  ).toString('utf8');
  const assets: Asset[] = [{ url: `${baseUrl}/`, kind: 'html', wireBytes: page.body.length, bytes: html.length, encoding: page.encoding }];
  for (const { url, kind } of assetUrls(html, `${baseUrl}/`)) {
    const asset = await getRaw(url);
    if (asset.status !== 200) throw new Error(`${url} answered ${asset.status}`);
    assets.push({ url, kind, wireBytes: asset.body.length, bytes: decodedLength(asset.body, asset.encoding), encoding: asset.encoding });
  }
  const sum = (kind: 'js' | 'css', field: 'wireBytes' | 'bytes') =>
    assets.filter((asset) => asset.kind === kind).reduce((total, asset) => total + asset[field], 0);
  return { assets, jsWire: sum('js', 'wireBytes'), cssWire: sum('css', 'wireBytes'), jsBytes: sum('js', 'bytes'), cssBytes: sum('css', 'bytes') };
}
