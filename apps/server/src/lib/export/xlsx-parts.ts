import type { ColumnKind, ExportColumn } from './columns.js';

/*
 * The fixed parts of an XLSX file (Office Open XML, SpreadsheetML): one sheet with a bold,
 * frozen header row and column widths, inline strings (no shared-string table to hold in
 * memory), and a style per kind of column. Written by xlsx.ts.
 */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Cell styles (`cellXfs` indexes below) per kind of column; 1 is the header's bold. */
const STYLE_OF: Record<ColumnKind, number> = {
  text: 0,
  boolean: 0,
  integer: 2,
  decimal: 3,
  date: 4,
  datetime: 5,
};

const STYLES_XML =
  XML_DECLARATION +
  `<styleSheet xmlns="${MAIN}">` +
  '<numFmts count="2"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/>' +
  '<numFmt numFmtId="165" formatCode="dd/mm/yyyy hh:mm"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
  '<fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="6">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  // Built-in formats: 1 is "0", 4 is "#,##0.00".
  '<xf numFmtId="1" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** Characters XML 1.0 cannot hold at all (control characters but tab, line feed, return). */
// eslint-disable-next-line no-control-regex -- exactly those characters are matched.
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** What xmlText changes: most cells hold none of it and are written as they are. */
const XML_SPECIAL = new RegExp(`[&<>"]|${INVALID_XML.source}`);

/** Text as XML character data or attribute value. */
export function xmlText(text: string): string {
  if (!XML_SPECIAL.test(text)) return text;
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** "A", "B", … "Z", "AA", …: the letters of the column at `index` (0 based). */
export function xlsxColumnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/** One cell: a number, or an inline string (never a formula); nothing for an empty cell. */
export function xlsxCellXml(ref: string, value: number | string | null, style: number): string {
  if (value === null) return '';
  const styled = style === 0 ? '' : ` s="${style}"`;
  if (typeof value === 'number') return `<c r="${ref}"${styled}><v>${value}</v></c>`;
  return `<c r="${ref}"${styled} t="inlineStr"><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
}

/** Excel refuses these in a sheet's name, and more than 31 characters. */
function sheetTitle(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Feuille 1';
}

export interface XlsxParts {
  /** The package's files written before the sheet, by path. */
  before: [string, string][];
  sheetPath: string;
  /** The sheet's XML up to and including its header row; its rows follow. */
  sheetStart: string;
  sheetEnd: string;
  styleOf(kind: ColumnKind): number;
}

export function xlsxPackageParts<Row>(
  columns: readonly ExportColumn<Row>[],
  sheetName: string,
): XlsxParts {
  const widths = columns
    .map((column, index) => {
      const width = column.width ?? Math.max(12, column.header.length + 2);
      return `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`;
    })
    .join('');
  const header = columns
    .map((column, index) => xlsxCellXml(`${xlsxColumnName(index)}1`, column.header, 1))
    .join('');
  return {
    before: [
      [
        '[Content_Types].xml',
        XML_DECLARATION +
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
          '</Types>',
      ],
      [
        '_rels/.rels',
        XML_DECLARATION +
          `<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
          `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>` +
          '</Relationships>',
      ],
      [
        'xl/workbook.xml',
        XML_DECLARATION +
          `<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
          `<sheets><sheet name="${xmlText(sheetTitle(sheetName))}" sheetId="1" r:id="rId1"/></sheets>` +
          '</workbook>',
      ],
      [
        'xl/_rels/workbook.xml.rels',
        XML_DECLARATION +
          `<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
          `<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>` +
          `<Relationship Id="rId2" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>` +
          '</Relationships>',
      ],
      ['xl/styles.xml', STYLES_XML],
    ],
    sheetPath: 'xl/worksheets/sheet1.xml',
    sheetStart:
      XML_DECLARATION +
      `<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
      '<sheetViews><sheetView workbookViewId="0">' +
      '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
      '</sheetView></sheetViews>' +
      '<sheetFormatPr defaultRowHeight="15"/>' +
      (widths ? `<cols>${widths}</cols>` : '') +
      `<sheetData><row r="1">${header}</row>`,
    sheetEnd: '</sheetData></worksheet>',
    styleOf: (kind) => STYLE_OF[kind],
  };
}
