/**
 * The HTML sanitiser: a corpus of XSS vectors (the OWASP XSS Filter Evasion Cheat Sheet, mXSS through the
 * SVG/MathML namespaces, the ones a probe of the site found) goes through html() (and the SVG-looking ones through svg());
 * each output is re-parsed as a page would parse it and must hold nothing that runs or loads a document. Rich text and
 * a plain SVG logo must survive.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { serverSanitizer } from '../../../adapters/sanitize-server.ts';
import { SVG_VECTORS, XSS_VECTORS as vectors } from '../../support/xss-vectors.ts';

/** Whitespace and control characters go; what is left is what a URL parser would see first. */
function normaliseUrl(value: string): string {
  return [...value]
    .filter((c) => {
      const code = c.codePointAt(0) ?? 0;
      return code > 0x20 && !(code >= 0x7f && code <= 0x9f) && !/\s/.test(c);
    })
    .join('')
    .toLowerCase();
}

const FORBIDDEN_ELEMENTS = new Set(['script', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link', 'style', 'form', 'foreignobject']);
const FORBIDDEN_ATTRS = new Set(['style', 'srcdoc']);
const URL_ATTRS = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'background', 'poster', 'data', 'values', 'to', 'from']);
const BAD_SCHEMES = ['javascript:', 'vbscript:', 'data:'];

/** What, in a sanitised output parsed as a page would parse it, could run or load a document ([] when nothing). */
const page = new JSDOM('<!doctype html><body></body>').window.document;

function offences(out: string): string[] {
  const found: string[] = [];
  // Parsed as a page's body parses it (one document for all: a new one per vector is slow).
  page.body.innerHTML = out;
  const document = page.body;
  const walk = (parent: ParentNode): void => {
    for (const el of Array.from(parent.children)) {
      const tag = el.localName.toLowerCase();
      if (FORBIDDEN_ELEMENTS.has(tag)) found.push(`<${el.localName}>`);
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on') || FORBIDDEN_ATTRS.has(name)) found.push(`${tag}[${attr.name}]`);
        if (URL_ATTRS.has(name)) {
          const parts = name === 'values' ? attr.value.split(';') : [attr.value];
          if (parts.some((part) => BAD_SCHEMES.some((scheme) => normaliseUrl(part).startsWith(scheme))))
            found.push(`${tag}[${attr.name}=${attr.value}]`);
        }
      }
      walk(el);
      if (tag === 'template') walk((el as HTMLTemplateElement).content);
    }
  };
  walk(document);
  return found;
}

/** Each vector whose output (through `clean`) still holds something that runs, with the output and what offends. */
function offenders(clean: (dirty: string) => string, corpus: string[]) {
  return corpus.flatMap((vector) => {
    const out = clean(vector);
    const found = offences(out);
    return found.length ? [{ vector, out, found }] : [];
  });
}

const sanitizer = serverSanitizer();
const svgLooking = SVG_VECTORS;

describe('the XSS corpus', () => {
  it('holds at least 120 distinct vectors', () => {
    expect(new Set(vectors).size).toBe(vectors.length);
    expect(vectors.length).toBeGreaterThanOrEqual(120);
  });

  it('catches a raw vector (the check itself can fail)', () => {
    expect(offenders((dirty) => dirty, ['<img src=x onerror=alert(1)>', `<a href=" java&#x09;script:alert(1)">x</a>`]).length).toBe(2);
    expect(offences('<template><svg><foreignObject></foreignObject></svg></template>')).toEqual(['<foreignObject>']);
  });

  it('leaves nothing that runs or loads in the html() output', () => {
    expect(offenders(sanitizer.html, vectors)).toEqual([]);
  }, 30_000);

  it('leaves nothing that runs or loads in the svg() output', () => {
    expect(svgLooking.length).toBeGreaterThan(30);
    expect(offenders(sanitizer.svg, svgLooking)).toEqual([]);
  }, 30_000);
});

describe('what survives', () => {
  it('keeps rich text: headings, paragraphs, lists, tables, links, images and emphasis', () => {
    const dirty = [
      '<h2>Title</h2>',
      '<p>Some <strong>bold</strong> and <em>leaning</em> text.</p>',
      '<ul><li>one</li><li>two</li></ul>',
      '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>',
      '<p><a href="https://example.test/page?q=1">out</a> <a href="/faq/">faq</a> <a href="mailto:a@example.test">mail</a></p>',
      '<img src="/media/x.svg" alt="x">',
    ].join('');
    expect(sanitizer.html(dirty)).toBe(dirty);
  });

  it('gives a link that opens a new tab rel="noopener noreferrer"', () => {
    const { document } = new JSDOM(`<body>${sanitizer.html('<a href="https://example.test/" target="_blank">x</a>')}</body>`).window;
    const a = document.querySelector('a');
    expect(a?.getAttribute('href')).toBe('https://example.test/');
    expect(a?.getAttribute('target')).toBe('_blank');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps a plain SVG logo with its shapes', () => {
    const logo =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="1" y="1" width="22" height="22" fill="#000"></rect><path d="M4 12h16"></path></svg>';
    const out = sanitizer.svg(logo);
    const { document } = new JSDOM(`<body>${out}</body>`).window;
    expect(out.startsWith('<svg')).toBe(true);
    expect(document.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(document.querySelector('svg rect')?.getAttribute('width')).toBe('22');
    expect(document.querySelector('svg path')?.getAttribute('d')).toBe('M4 12h16');
  });

  it('gives an empty string from svg() for an answer that is not an SVG', () => {
    expect(sanitizer.svg('<html><body><p>not found</p></body></html>')).toBe('');
    expect(sanitizer.svg('')).toBe('');
  });
});
