import type { Plugin } from 'vite';

/** A character V8 cannot hold in one byte. */
const BEYOND_LATIN1 = /[\u0100-\uffff]/g;

/**
 * `code` with every character beyond Latin-1 written as its `\u` escape: the same program, since
 * those characters only stand in comments, strings, template texts and regular expressions,
 * where the escape means the character itself (a tagged template's raw text would differ: the
 * server bundle has none that holds one).
 */
export function latin1(code: string): string {
  return code.replace(
    BEYOND_LATIN1,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The server bundle in Latin-1 (decision 093): one character beyond it in a file makes V8 hold the
 * file's whole source, kept for lazy compilation, in two bytes a character (the web app's server
 * bundle: 148 such characters, mostly in comments, 2.4 MiB instead of 1.2). The browser's chunks
 * stay as written (served compressed, parsed once).
 */
export function latin1ServerBundle(): Plugin {
  return {
    name: 'passerelle:latin1-server-bundle',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    // On the written output: code returned by an earlier hook is printed again, strings
    // with their characters.
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') output.code = latin1(output.code);
      }
    },
  };
}
