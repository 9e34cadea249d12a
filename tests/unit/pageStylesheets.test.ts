import { describe, expect, test } from 'vitest';
import { pageStylesheets, type StyledManifest } from '../../scripts/build/pageStylesheets';

// A build as Vite's manifest describes it: the app and a page, each with chunks it imports at once
// and parts it loads later, some shared.
const manifest: StyledManifest = {
  'index.html': { file: 'assets/index.js', imports: ['_pageFiles.js'] },
  '_pageFiles.js': { file: 'assets/pageFiles.js' },
  'src/app/start.tsx': {
    file: 'assets/start.js',
    imports: ['_styles.js', '_vendor.js'],
    dynamicImports: ['src/app/pages/Home.page.tsx', 'src/app/pages/Other.page.tsx'],
  },
  '_styles.js': { file: 'assets/styles.js', css: ['assets/styles.css'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  'src/app/pages/Home.page.tsx': {
    file: 'assets/Home.js',
    css: ['assets/Home.css'],
    imports: ['_styles.js', '_overlay.js'],
    dynamicImports: ['src/Section.tsx', 'src/Contact.tsx'],
  },
  '_overlay.js': { file: 'assets/overlay.js', css: ['assets/overlay.css'], dynamicImports: ['src/View.tsx'] },
  'src/View.tsx': { file: 'assets/View.js', css: ['assets/View.css'], imports: ['_components.js'] },
  'src/Section.tsx': { file: 'assets/Section.js', css: ['assets/Section.css'], imports: ['_components.js'] },
  'src/Contact.tsx': { file: 'assets/Contact.js', css: ['assets/Contact.css'], imports: ['_components.js'] },
  '_components.js': { file: 'assets/components.js', css: ['assets/components.css'] },
  'src/app/pages/Other.page.tsx': { file: 'assets/Other.js', css: ['assets/Other.css'], imports: ['_components.js'] },
};

describe('pageStylesheets', () => {
  test('the head has the app’s and the page’s own, what each imports before it', () => {
    expect(pageStylesheets(manifest, 'src/app/pages/Home.page.tsx').firstScreen).toEqual([
      '/assets/styles.css',
      '/assets/overlay.css',
      '/assets/Home.css',
    ]);
  });

  test('the end of the body has what the page loads later, once each, a shared part before its users', () => {
    const { later } = pageStylesheets(manifest, 'src/app/pages/Home.page.tsx');
    expect([...later].sort()).toEqual([
      '/assets/Contact.css',
      '/assets/Section.css',
      '/assets/View.css',
      '/assets/components.css',
    ]);
    expect(later[0]).toBe('/assets/components.css');
  });

  test('a page that imports a shared part at once has it in the head, and nothing of other pages', () => {
    expect(pageStylesheets(manifest, 'src/app/pages/Other.page.tsx')).toEqual({
      firstScreen: ['/assets/styles.css', '/assets/components.css', '/assets/Other.css'],
      later: [],
    });
  });

  test('a page missing from the manifest is an error, not a page without styles', () => {
    expect(() => pageStylesheets(manifest, 'src/app/pages/Gone.page.tsx')).toThrow(/not in the build's manifest/);
  });
});
