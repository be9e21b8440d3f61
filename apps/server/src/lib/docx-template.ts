import type Docxtemplater from 'docxtemplater';
import type InspectModule from 'docxtemplater/js/inspect-module.js';
import type PizZip from 'pizzip';
import { lazyRequire } from './lazy-require.js';

// Read when a DOCX template is imported or filled, not at start (decision 025).
const loadPizZip = lazyRequire<typeof PizZip>('pizzip');
const loadDocxtemplater = lazyRequire<typeof Docxtemplater>('docxtemplater');
const loadInspectModule = lazyRequire<typeof InspectModule>('docxtemplater/js/inspect-module.js');

/*
 * DOCX document templates (decision 036), filled by docxtemplater with the tags of the mails'
 * syntax: `{{ session.code }}`, and `{{#trainees}}…{{/trainees}}` for a loop. A tag's name is
 * looked up as written (dotted names are keys, not paths), in the loop's item first.
 */

const DELIMITERS = { start: '{{', end: '}}' };

interface ParsedTag {
  get(scope: unknown): unknown;
}

function parser(tag: string): ParsedTag {
  const name = tag.trim();
  return {
    get: (scope) => {
      if (name === '.') return scope;
      if (scope !== null && typeof scope === 'object' && Object.hasOwn(scope, name)) {
        return (scope as Record<string, unknown>)[name];
      }
      return undefined;
    },
  };
}

/** A template docxtemplater cannot read: its first problem, in docxtemplater's words. */
export class DocxTemplateError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'DocxTemplateError';
  }
}

function reasonOf(error: unknown): string {
  const properties = (error as { properties?: { errors?: unknown[]; explanation?: string } })
    .properties;
  const first = properties?.errors?.[0] as { properties?: { explanation?: string } } | undefined;
  return (
    first?.properties?.explanation ??
    properties?.explanation ??
    (error instanceof Error ? error.message : String(error))
  );
}

function compile(bytes: Uint8Array, modules: object[] = []): Docxtemplater {
  const Zip = loadPizZip();
  const Templater = loadDocxtemplater();
  try {
    return new Templater(new Zip(bytes), {
      delimiters: DELIMITERS,
      paragraphLoop: true,
      linebreaks: true,
      parser,
      nullGetter: () => '',
      modules: modules as never,
    });
  } catch (error) {
    throw new DocxTemplateError(reasonOf(error));
  }
}

/** Every tag of a template, each with the loops it sits in (outermost first). */
export function docxTemplateTags(bytes: Uint8Array): { tag: string; loops: string[] }[] {
  const Inspect = loadInspectModule();
  const inspect = new Inspect();
  compile(bytes, [inspect]);
  const found: { tag: string; loops: string[] }[] = [];
  interface Part {
    type?: string;
    value?: string;
    module?: string;
    subparsed?: Part[];
  }
  const walk = (parts: Part[], loops: string[]) => {
    for (const part of parts) {
      if (part.type !== 'placeholder' || part.value === undefined) continue;
      const name = part.value.trim();
      if (part.subparsed) {
        // A loop (or condition) section: its name is a tag of the outer scope.
        found.push({ tag: name, loops });
        walk(part.subparsed, [...loops, name]);
      } else {
        found.push({ tag: name, loops });
      }
    }
  };
  walk(inspect.getAllStructuredTags() as Part[], []);
  return found;
}

/** The template filled with `values`: a DOCX. */
export function fillDocxTemplate(bytes: Uint8Array, values: Record<string, unknown>): Buffer {
  const document = compile(bytes);
  try {
    document.render(values);
  } catch (error) {
    throw new DocxTemplateError(reasonOf(error));
  }
  return document.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
