/**
 * Regenerates the demo photos in database/seeds/photos/.
 * Run: npx tsx database/seeds/make-photos.ts
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { renderSvg } from './photo-art';
import { DEFAULT_PHOTOS_DIR, demoPhotoSpecs } from './demo-photos';

async function main(): Promise<void> {
  const dir = DEFAULT_PHOTOS_DIR;
  mkdirSync(dir, { recursive: true });
  const specs = demoPhotoSpecs();
  const wanted = new Set(specs.map((spec) => spec.file));
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.jpg') && !wanted.has(file)) rmSync(join(dir, file));
  }
  let total = 0;
  for (const spec of specs) {
    const target = join(dir, spec.file);
    await sharp(Buffer.from(renderSvg(spec)))
      .jpeg({ quality: 70, mozjpeg: true })
      .toFile(target);
    total += statSync(target).size;
  }
  console.log(`${specs.length} photos, ${(total / 1024).toFixed(0)} KB in ${dir}`);
}

await main();
