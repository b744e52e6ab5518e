import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Lighthouse with its mobile defaults (simulated slow 4G, 4x slower CPU) in Debian's Chromium. */
export const CHROMIUM = process.env['CHROME_PATH'] || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

const FLAGS = (port: number) => ({ port, onlyCategories: ['performance', 'accessibility', 'seo'], output: 'json' as const, logLevel: 'error' as const });

export interface PageScore {
  path: string;
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  seo: number;
  /** bytes on the wire of the scripts and stylesheets the browser loaded for the page */
  scriptTransfer: number;
  styleTransfer: number;
  /** the LCP element (its selector or snippet) and the parts of its time as traced (not simulated), in ms */
  lcpElement?: string;
  lcpParts?: Record<string, number>;
  error?: string;
}

interface DetailsList {
  items?: { type?: string; items?: { subpart?: string; duration?: number }[]; selector?: string; snippet?: string }[];
}

/** The LCP breakdown insight: which element, and where its time went (server, discovery, download, render). */
function lcpDetail(lhr: { audits: Record<string, { details?: unknown }> } | undefined): Pick<PageScore, 'lcpElement' | 'lcpParts'> {
  const parts = (lhr?.audits['lcp-breakdown-insight']?.details as DetailsList | undefined)?.items ?? [];
  const table = parts.find((part) => part.type === 'table');
  const node = parts.find((part) => part.type === 'node');
  return {
    lcpElement: node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim() : undefined,
    lcpParts: Object.fromEntries((table?.items ?? []).map((item) => [item.subpart ?? '?', Math.round(item.duration ?? 0)])),
  };
}

/** Lighthouse on each path in turn; `keep` receives each full report (the JSON), to be read later. */
export async function lighthouseScores(baseUrl: string, paths: string[], keep?: (path: string, report: string) => void): Promise<PageScore[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const scores: PageScore[] = [];
    for (const path of paths) {
      // a trace that failed to record (NO_NAVSTART and the like) is a fault of the run, not the page: one more try
      let result = await lighthouse(`${baseUrl}${path}`, FLAGS(chrome.port));
      if (result?.lhr.runtimeError) result = await lighthouse(`${baseUrl}${path}`, FLAGS(chrome.port));
      const lhr = result?.lhr;
      if (result && keep) keep(path, typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr));
      const audit = (id: string) => lhr?.audits[id]?.numericValue ?? Number.NaN;
      const requests = (lhr?.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
      const transfer = (type: string) => requests.filter((item) => item.resourceType === type).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      const category = (id: string) => Math.round((lhr?.categories[id]?.score ?? Number.NaN) * 100);
      scores.push({
        path,
        performance: category('performance'),
        accessibility: category('accessibility'),
        seo: category('seo'),
        cls: audit('cumulative-layout-shift'),
        lcpMs: audit('largest-contentful-paint'),
        fcpMs: audit('first-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        scriptTransfer: transfer('Script'),
        styleTransfer: transfer('Stylesheet'),
        ...lcpDetail(lhr),
        error: lhr?.runtimeError?.message,
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

/** The public pages the budgets are measured on: the home page, the marketplace, a listing, the blog and a post. */
export async function lighthousePaths(baseUrl: string): Promise<string[]> {
  const first = async <T>(path: string): Promise<T | undefined> => ((await (await fetch(`${baseUrl}${path}`)).json()) as T[])[0];
  const listing = await first<{ id: number }>('/api/products?pageSize=1');
  const post = await first<{ slug: string }>('/api/blogs?pageSize=1');
  return ['/', '/marketplace', ...(listing ? [`/marketplace/listing/${listing.id}`] : []), '/blog', ...(post ? [`/blog/post/${post.slug}`] : [])];
}
