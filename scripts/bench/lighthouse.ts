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
  error?: string;
}

export async function lighthouseScores(baseUrl: string, paths: string[]): Promise<PageScore[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const scores: PageScore[] = [];
    for (const path of paths) {
      // a trace that failed to record (NO_NAVSTART and the like) is a fault of the run, not the page: one more try
      let lhr = (await lighthouse(`${baseUrl}${path}`, FLAGS(chrome.port)))?.lhr;
      if (lhr?.runtimeError) lhr = (await lighthouse(`${baseUrl}${path}`, FLAGS(chrome.port)))?.lhr;
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
