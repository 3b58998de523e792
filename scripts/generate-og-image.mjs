// Draws the link-preview image (public/og-image.png, 1200x630) and the app icons from an HTML card,
// screenshotted by Chromium. Rerun after changing the brand: node scripts/generate-og-image.mjs
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
const PIN =
  '<path d="M32 12c-8 0-14 6-14 14 0 10 14 26 14 26s14-16 14-26c0-8-6-14-14-14zm0 19a5 5 0 1 1 0-10 5 5 0 0 1 0 10z" fill="#fff"/>';

const marker = (x, y, color, size = 34) =>
  `<svg style="position:absolute;left:${x}px;top:${y}px" width="${size}" height="${size * 1.3}" viewBox="0 0 24 31"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 19 12 19s12-10 12-19C24 5.4 18.6 0 12 0z" fill="${color}" stroke="#fff" stroke-width="2"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>`;

const OG_HTML = `<!doctype html><html><head><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: 1200px; height: 630px; overflow: hidden; font-family: 'DejaVu Sans', Arial, sans-serif; color: #fff;
    background: #0f766e; position: relative; }
  .blob { position: absolute; border-radius: 50%; }
  .panel { position: absolute; right: 70px; top: 95px; width: 400px; height: 440px; border-radius: 36px;
    background: #ecfdf5; overflow: hidden; border: 8px solid #115e59; }
  .road { position: absolute; inset: 0; }
  .text { position: absolute; left: 80px; top: 110px; width: 620px; }
  .brand { display: flex; align-items: center; gap: 22px; }
  h1 { font-size: 92px; font-weight: 800; letter-spacing: -2px; }
  p.tag { margin-top: 26px; font-size: 34px; line-height: 1.3; color: #ccfbf1; }
  ul { list-style: none; padding: 0; margin-top: 46px; display: flex; gap: 14px; flex-wrap: wrap; }
  li { font-size: 22px; font-weight: 700; padding: 10px 18px; border-radius: 999px; background: #115e59; border: 2px solid #5eead4; }
</style></head><body>
  <div class="blob" style="left:-160px;top:-220px;width:560px;height:560px;background:#115e59"></div>
  <div class="blob" style="right:-120px;bottom:-260px;width:620px;height:620px;background:#047857"></div>
  <div class="text">
    <div class="brand"><svg width="96" height="96" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#134e4a"/>${PIN}</svg><h1>Fru World</h1></div>
    <p class="tag">Exploring the world, one destination at a time</p>
    <ul><li>1,500+ destinations</li><li>306 UNESCO sites</li><li>50+ countries</li></ul>
  </div>
  <div class="panel">
    <svg class="road" viewBox="0 0 400 440"><path d="M-10 360 C 80 300, 60 200, 160 190 S 300 120, 410 60" fill="none" stroke="#99f6e4" stroke-width="26" stroke-linecap="round"/>
      <path d="M-10 360 C 80 300, 60 200, 160 190 S 300 120, 410 60" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="14 14"/>
      <path d="M40 -10 C 90 120, 260 260, 230 460" fill="none" stroke="#d1fae5" stroke-width="18"/></svg>
    ${marker(70, 250, '#10b981', 44)}${marker(180, 130, '#10b981', 40)}${marker(290, 60, '#3b82f6', 40)}${marker(250, 300, '#f97316', 44)}${marker(120, 40, '#10b981', 34)}${marker(320, 200, '#3b82f6', 34)}
  </div>
</body></html>`;

const iconHtml = (
  size,
) => `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;background:#0f766e;display:grid;place-items:center">
  <svg width="${size * 0.7}" height="${size * 0.7}" viewBox="0 0 64 64">${PIN}</svg></body></html>`;

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(OG_HTML);
  await page.screenshot({ path: 'public/og-image.png' });
  for (const [size, name] of [
    [192, 'icon-192.png'],
    [512, 'icon-512.png'],
    [180, 'apple-touch-icon.png'],
  ]) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(iconHtml(size));
    await page.screenshot({ path: `public/${name}` });
  }
} finally {
  await browser.close();
}
