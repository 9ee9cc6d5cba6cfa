import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g;

/** Every icon name the package exports (`Gamepad2`, `Gamepad2Icon`, `LucideGamepad2`) → its file. */
function iconFiles(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const barrel = require
    .resolve('lucide-react')
    .replace(/cjs[\\/]lucide-react\.js$/, 'esm/lucide-react.mjs');
  const files = new Map<string, string>();
  const line = /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g;
  for (const [, names = '', file = ''] of readFileSync(barrel, 'utf8').matchAll(line)) {
    for (const name of names.matchAll(/default as (\w+)/g)) files.set(name[1] ?? '', file);
  }
  return files;
}

/**
 * The client build imports each lucide icon from its own module (`lucide-react/icons/x`) instead
 * of the package's index. Through the index, every icon used anywhere had the index as its
 * importer, and the index is imported by the shell, so `firstVisitGroups` put all 60 icons of the
 * site into the `shell` chunk every first visit downloads (issue 28). Direct imports give each
 * icon its real importers. Names the index has no icon file for stay on the index. Lines are
 * kept, so source maps stay right.
 */
export function lucideDirectImports(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: 'casino-lucide-direct-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || id.includes('node_modules') || !code.includes('lucide-react'))
        return null;
      files ??= iconFiles();
      const known = files;
      const next = code.replace(IMPORT, (statement, list: string) => {
        const direct: string[] = [];
        const rest: string[] = [];
        for (const raw of list.split(',')) {
          const specifier = raw.trim();
          if (!specifier) continue;
          const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
          const file = specifier.startsWith('type ') ? undefined : known.get(imported);
          if (file) direct.push(`import ${local} from 'lucide-react/icons/${file}';`);
          else rest.push(specifier);
        }
        if (rest.length) direct.push(`import { ${rest.join(', ')} } from 'lucide-react';`);
        const lines = statement.split('\n').length - 1;
        return direct.join(' ') + '\n'.repeat(lines);
      });
      return next === code ? null : { code: next, map: null };
    },
  };
}
