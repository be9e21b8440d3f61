import { t, type Civility } from '@passerelle/shared';
import type * as Fontkit from 'fontkit';
import type PDFKitDocument from 'pdfkit';
import { lazyRequire } from '../../../lib/lazy-require.js';
import { documentFonts, type FontName } from './fonts.js';

// PDFKit is read when the first document is made, not at start (decision 025).
const loadPdfKit = lazyRequire<typeof PDFKitDocument>('pdfkit');

/*
 * The shared layout of every generated PDF (decision 036): A4, the provider's logo and the
 * programme's identity in the header of each page, "Page n sur N" and the provider's name in the
 * footer, embedded DejaVu fonts, document metadata (title, author, subject, language fr-FR) and
 * PDF/A-2b markers (XMP metadata, sRGB output intent). Each document module draws its content
 * with the helpers below.
 */

/** Who the document speaks for: the programme, and the provider with its logo and stamp. */
export interface DocumentIdentity {
  programmeName: string;
  programmeTagline: string;
  provider: {
    name: string;
    /** Address lines (street, then zip code and city). */
    address: string[];
    city: string | null;
    siret: string | null;
    phone: string | null;
    email: string | null;
    managerName: string | null;
    /** What the certificates' words agree with ("Je soussignée"). */
    managerCivility: Civility | null;
    managerTitle: string | null;
  } | null;
  logo: Buffer | null;
  stamp: Buffer | null;
}

export interface PdfOptions {
  title: string;
  subject?: string;
  landscape?: boolean;
  /** The document's date (metadata and "Fait le"); now by default. */
  now?: Date;
}

const MARGIN = 50;
const HEADER_BOTTOM = 88;
const FOOTER_HEIGHT = 44;
const GREY = '#555555';
const LINE = '#999999';

type Doc = PDFKit.PDFDocument;

export interface TableColumn {
  header: string;
  width: number;
  align?: 'left' | 'center' | 'right';
}

export class PdfWriter {
  readonly left = MARGIN;

  constructor(
    readonly doc: Doc,
    readonly identity: DocumentIdentity,
  ) {}

  get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  get bottom(): number {
    return this.doc.page.height - MARGIN - FOOTER_HEIGHT + 20;
  }

  font(name: FontName, size: number): this {
    this.doc.font(name).fontSize(size).fillColor('black');
    return this;
  }

  /** A new page when less than `height` is left on this one. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  space(lines = 1): void {
    this.doc.moveDown(lines);
  }

  title(text: string, subtitle?: string): void {
    this.font('bold', 18).doc.text(text, this.left, this.doc.y, {
      width: this.width,
      align: 'center',
    });
    if (subtitle) {
      this.font('regular', 10)
        .doc.fillColor(GREY)
        .text(subtitle, { width: this.width, align: 'center' });
    }
    this.space(1);
  }

  heading(text: string): void {
    this.ensureSpace(40);
    this.space(0.5);
    this.font('bold', 11.5).doc.text(text, this.left, this.doc.y, { width: this.width });
    this.space(0.2);
  }

  paragraph(text: string, options: { size?: number; bold?: boolean; indent?: number } = {}): void {
    const indent = options.indent ?? 0;
    this.font(options.bold ? 'bold' : 'regular', options.size ?? 10.5).doc.text(
      text,
      this.left + indent,
      this.doc.y,
      { width: this.width - indent, align: 'left', lineGap: 2 },
    );
    this.space(0.3);
  }

  /** Label and value pairs, the label in bold on the left; empty values are left out. */
  fields(pairs: readonly (readonly [string, string])[], labelWidth = 150): void {
    for (const [label, value] of pairs) {
      if (!value) continue;
      const y = this.doc.y;
      this.font('regular', 10.5);
      const height = Math.max(
        this.doc.heightOfString(value, { width: this.width - labelWidth, lineGap: 2 }),
        14,
      );
      if (y + height > this.bottom) this.doc.addPage();
      const top = this.doc.y;
      this.font('bold', 10.5).doc.text(label, this.left, top, { width: labelWidth - 10 });
      const labelEnd = this.doc.y;
      this.font('regular', 10.5).doc.text(value, this.left + labelWidth, top, {
        width: this.width - labelWidth,
        lineGap: 2,
      });
      this.doc.y = Math.max(this.doc.y, labelEnd, top + 14) + 3;
    }
    this.doc.x = this.left;
  }

  bullets(lines: readonly string[], indent = 12): void {
    for (const line of lines) {
      this.ensureSpace(16);
      const y = this.doc.y;
      this.font('regular', 10.5).doc.text('•', this.left + indent, y);
      this.doc.text(line, this.left + indent + 12, y, { width: this.width - indent - 12 });
    }
    this.doc.x = this.left;
    this.space(0.3);
  }

  /**
   * The provider's signature: "Fait à …, le …", its manager's name and title, its stamp, and
   * `label` under it. `x`/`width` place it (by default the right half of the page).
   */
  signature(options: {
    date: string;
    label?: string;
    x?: number;
    width?: number;
    /** "Fait à" written elsewhere (a two-column signature area): only the names and stamp. */
    withoutPlace?: boolean;
  }): void {
    const provider = this.identity.provider;
    const width = options.width ?? this.width / 2;
    const x = options.x ?? this.left + this.width - width;
    this.ensureSpace(150);
    const top = this.doc.y;
    this.font('regular', 10.5);
    if (!options.withoutPlace) {
      const madeAt = provider?.city
        ? t('documents.pdf.madeAt', { place: provider.city, date: options.date })
        : t('documents.pdf.madeOn', { date: options.date });
      this.doc.text(madeAt, x, top, { width });
    }
    if (provider?.managerName) {
      this.font('bold', 10.5).doc.text(provider.managerName, x, this.doc.y, { width });
    }
    if (provider?.managerTitle) {
      this.font('regular', 10).doc.text(provider.managerTitle, x, this.doc.y, { width });
    }
    const stampTop = this.doc.y + 6;
    if (this.identity.stamp) {
      try {
        this.doc.image(this.identity.stamp, x, stampTop, { fit: [150, 80] });
      } catch {
        // An image PDFKit cannot read: the signature area stays blank for a hand stamp.
      }
    }
    this.doc.y = stampTop + 84;
    this.font('regular', 8.5)
      .doc.fillColor(GREY)
      .text(options.label ?? t('documents.pdf.providerSignature'), x, this.doc.y, { width });
    this.doc.x = this.left;
    this.doc.fillColor('black');
  }

  /**
   * A table with a header row repeated on each page. `cell` draws a cell's content itself when
   * given (a signature box, an image); otherwise the row's texts are written.
   */
  table(options: {
    columns: readonly TableColumn[];
    rows: readonly (readonly string[])[];
    rowHeight?: number;
    fontSize?: number;
    cell?: (
      row: number,
      column: number,
      box: { x: number; y: number; w: number; h: number },
    ) => boolean;
    headerHeight?: number;
  }): void {
    const { columns, rows } = options;
    const fontSize = options.fontSize ?? 9;
    const padding = 4;
    const x0 = this.left;
    const header = () => {
      const height =
        options.headerHeight ??
        Math.max(
          ...columns.map(
            (column) =>
              this.font('condensedBold', fontSize).doc.heightOfString(column.header, {
                width: column.width - 2 * padding,
              }) +
              2 * padding,
          ),
        );
      this.ensureSpace(height + (options.rowHeight ?? 18));
      const y = this.doc.y;
      let x = x0;
      for (const column of columns) {
        this.doc.rect(x, y, column.width, height).fillAndStroke('#eeeeee', LINE);
        this.font('condensedBold', fontSize).doc.text(column.header, x + padding, y + padding, {
          width: column.width - 2 * padding,
          align: column.align ?? 'left',
        });
        x += column.width;
      }
      this.doc.y = y + height;
    };
    header();
    rows.forEach((row, rowIndex) => {
      this.font('condensed', fontSize);
      const textHeight = Math.max(
        ...row.map((text, index) =>
          this.doc.heightOfString(text || ' ', { width: columns[index]!.width - 2 * padding }),
        ),
      );
      const height = Math.max(options.rowHeight ?? 0, textHeight + 2 * padding);
      if (this.doc.y + height > this.bottom) {
        this.doc.addPage();
        header();
      }
      const y = this.doc.y;
      let x = x0;
      columns.forEach((column, columnIndex) => {
        this.doc.lineWidth(0.6).rect(x, y, column.width, height).stroke(LINE);
        const box = { x, y, w: column.width, h: height };
        if (!options.cell?.(rowIndex, columnIndex, box)) {
          this.font('condensed', fontSize).doc.text(
            row[columnIndex] ?? '',
            x + padding,
            y + padding,
            {
              width: column.width - 2 * padding,
              align: column.align ?? 'left',
            },
          );
        }
        x += column.width;
      });
      this.doc.y = y + height;
    });
    this.doc.x = this.left;
    this.space(0.5);
  }

  private drawHeader(): void {
    const { doc, identity } = this;
    const width = doc.page.width;
    if (identity.logo) {
      try {
        doc.image(identity.logo, MARGIN, 28, { fit: [130, 48] });
      } catch {
        // Unreadable logo: the header keeps the programme's name only.
      }
    } else if (identity.provider) {
      this.font('bold', 11).doc.text(identity.provider.name, MARGIN, 40, {
        width: 240,
        lineBreak: false,
        ellipsis: true,
      });
    }
    this.font('bold', 10).doc.text(identity.programmeName, width - MARGIN - 240, 34, {
      width: 240,
      align: 'right',
    });
    this.font('regular', 8.5).doc.fillColor(GREY).text(identity.programmeTagline, {
      width: 240,
      align: 'right',
    });
    doc
      .moveTo(MARGIN, HEADER_BOTTOM - 8)
      .lineTo(width - MARGIN, HEADER_BOTTOM - 8)
      .lineWidth(0.5)
      .stroke(LINE);
    doc.fillColor('black');
    doc.x = MARGIN;
    doc.y = HEADER_BOTTOM;
  }

  /** Header on every page as it is added. */
  startPages(): void {
    this.drawHeader();
    this.doc.on('pageAdded', () => this.drawHeader());
  }

  /** "Page n sur N" and the provider's name at the foot of every page, once all are known. */
  finishPages(): void {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      doc.switchToPage(index);
      const bottomMargin = doc.page.margins.bottom;
      // Writing inside the bottom margin would otherwise add a page.
      doc.page.margins.bottom = 0;
      const y = doc.page.height - MARGIN - 6;
      const width = doc.page.width - 2 * MARGIN;
      doc
        .moveTo(MARGIN, y - 6)
        .lineTo(MARGIN + width, y - 6)
        .lineWidth(0.5)
        .stroke(LINE);
      const owner = [this.identity.provider?.name, this.identity.programmeName]
        .filter(Boolean)
        .join(' · ');
      this.font('regular', 8)
        .doc.fillColor(GREY)
        .text(owner, MARGIN, y, {
          width: width - 120,
          lineBreak: false,
          ellipsis: true,
        });
      doc.text(
        t('documents.pdf.page', { page: index - range.start + 1, count: range.count }),
        MARGIN + width - 120,
        y,
        { width: 120, align: 'right', lineBreak: false },
      );
      doc.page.margins.bottom = bottomMargin;
    }
    doc.fillColor('black');
  }
}

/** Makes a PDF: the layout around what `draw` writes. */
export async function renderPdf(
  identity: DocumentIdentity,
  options: PdfOptions,
  draw: (pdf: PdfWriter) => void,
): Promise<Buffer> {
  const PDFDocument = loadPdfKit();
  const fonts = documentFonts();
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.landscape ? 'landscape' : 'portrait',
    margins: {
      top: HEADER_BOTTOM,
      bottom: MARGIN + FOOTER_HEIGHT - 20,
      left: MARGIN,
      right: MARGIN,
    },
    bufferPages: true,
    autoFirstPage: true,
    pdfVersion: '1.7',
    subset: 'PDF/A-2b',
    lang: 'fr-FR',
    displayTitle: true,
    // Our own font from the start: PDFKit would otherwise read its Helvetica metrics each time.
    font: fonts.regular as unknown as string,
    info: {
      Title: options.title,
      Author: identity.provider?.name ?? identity.programmeName,
      Subject: options.subject ?? options.title,
      Creator: identity.programmeName,
      Producer: identity.programmeName,
      CreationDate: options.now ?? new Date(),
    },
  });
  for (const [name, font] of Object.entries(fonts) as [FontName, Fontkit.Font][]) {
    doc.registerFont(name, font as unknown as string);
  }
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const writer = new PdfWriter(doc, identity);
  writer.startPages();
  draw(writer);
  writer.finishPages();
  doc.end();
  return done;
}
