// What each JS file of the built dashboard is, read from the assembled site (`.site`): the shell
// at `/`, each remote under `/remotes/<folder>/`, every app's mf-manifest.json naming the files of
// its shared packages and exposed modules. Both dashboard benches label files through this, so
// the static figures and the browser's figures speak of the same parts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REMOTE_FOLDERS = [
  'remote-auth',
  'remote-products',
  'remote-campaigns',
  'remote-segments',
  'remote-settings',
  'remote-feedback',
];
/** architecture.md, "Figures to beat" → Dashboard (gzip bytes). */
export const BUDGET = { firstLoad: 350_000, remoteOwn: 100_000, runtime: 35_000 };

export const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** `@apollo/client/cache` → `@apollo/client`, `dayjs/plugin/x` → `dayjs`. */
export const packageOf = (key) =>
  key
    .split('/')
    .slice(0, key.startsWith('@') ? 2 : 1)
    .join('/');

/** URL path prefix of an app inside the site. */
export const prefixOf = (folder) => (folder === 'shell' ? '/' : `/remotes/${folder}/`);

/**
 * { [file]: label } for one app's dist folder. Labels: `shared <package>` (or `a + b` for a chunk
 * several shared packages use), `<folder> code`, `MF runtime (<folder>)` for the entry that
 * carries the federation runtime, `<package> WHOLE fallback` for MF's untrimmed copies (which
 * the page should never need).
 */
export function labelFiles(folder, dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const sharedBy = new Map();
  for (const shared of manifest.shared) {
    for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
      if (!sharedBy.has(file)) sharedBy.set(file, new Set());
      sharedBy.get(file).add(packageOf(shared.name));
    }
  }
  const entries = entryFiles(folder, dist);
  const labels = {};
  for (const file of fs.readdirSync(dist, { recursive: true })) {
    // The shell's folder of the site also holds the remotes and the widget: the shell's own
    // files are those of its dist, flat but for MF's fallbacks.
    const shellOwns = !file.includes('/') || file.startsWith('independent-packages/');
    if (!file.endsWith('.js') || (folder === 'shell' && !shellOwns)) continue;
    const fallback = file.match(/^independent-packages\/([^/]+)\//);
    if (fallback) labels[file] = `${fallback[1]} WHOLE fallback`;
    else if (entries.runtime.includes(file)) labels[file] = `MF runtime (${folder})`;
    else if (entries.standalone.includes(file)) labels[file] = `${folder} standalone entry`;
    else if (sharedBy.has(file)) labels[file] = `shared ${[...sharedBy.get(file)].sort().join(' + ')}`;
    else labels[file] = `${folder} code`;
  }
  return { manifest, labels };
}

/**
 * The files that carry the federation runtime: the shell's entry (from its index.html) and each
 * remote's remoteEntry.js. A remote's own `main` entry only runs when it is opened standalone.
 */
function entryFiles(folder, dist) {
  if (folder !== 'shell') {
    const standalone = fs.readdirSync(dist).filter((file) => /^main\.[\w.]*js$/.test(file));
    return { runtime: ['remoteEntry.js'], standalone };
  }
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const runtime = [...html.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g)].map((match) => match[1]);
  return { runtime, standalone: [] };
}

/** Every app of a site folder (`.site`): { folder, dist, prefix, manifest, labels }. */
export function readSite(siteDir) {
  return ['shell', ...REMOTE_FOLDERS].map((folder) => {
    const dist = folder === 'shell' ? siteDir : path.join(siteDir, 'remotes', folder);
    if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
      throw new Error(`${path.relative(REPO_ROOT, dist)} has no mf-manifest.json: run pnpm run build.`);
    }
    return { folder, dist, prefix: prefixOf(folder), ...labelFiles(folder, dist) };
  });
}

/** The app and label of a URL path of the site, or null for a path outside every app. */
export function describePath(apps, urlPath) {
  const app = [...apps]
    .sort((a, b) => b.prefix.length - a.prefix.length)
    .find((candidate) => urlPath.startsWith(candidate.prefix));
  if (!app) return null;
  const file = urlPath.slice(app.prefix.length);
  return { app: app.folder, file, label: app.labels[file] ?? `${app.folder} unknown file` };
}

/**
 * Packages that more than one app delivered to the same page: each singleton must come once.
 * `files` are { app, label } rows.
 */
export function duplicatedPackages(files) {
  const appsByPackage = new Map();
  for (const { app, label } of files) {
    if (!label.startsWith('shared ')) continue;
    for (const pkg of label.slice('shared '.length).split(' + ')) {
      if (!appsByPackage.has(pkg)) appsByPackage.set(pkg, new Set());
      appsByPackage.get(pkg).add(app);
    }
  }
  return [...appsByPackage]
    .filter(([, apps]) => apps.size > 1)
    .map(([pkg, apps]) => `${pkg} from ${[...apps].join(' and ')}`);
}
