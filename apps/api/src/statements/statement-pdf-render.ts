import type { Readable } from 'node:stream';
import type { Font } from 'fontkit';
import {
  fillPdfText,
  formatMoney,
  isPositiveMoney,
  type StatementPdfTexts,
} from '@tontine/contracts';
import { loadPdfKit, useFont } from './pdf-kit.js';
import type { GroupReport, MemberStatement, PayoutLine } from './statement-pdf-data.js';

/** Pages are A4; margins, sizes and rows in points. */
const MARGIN = 40;
const FOOTER_SPACE = 24;
const BODY = 8.5;
const MIN_SIZE = 6;
const ROW = 13;
const GREY = '#555555';
const RULE = '#bbbbbb';

interface Column {
  title: string;
  width: number;
  align?: 'right';
}

/** One cell per column; `bold` for a total's or a heading's row. */
interface Row {
  cells: string[];
  bold?: boolean;
}

/**
 * Lays a document out row by row on A4 pages: headings, label–value lines and tables whose
 * header repeats on each page, and a footer with the page number. Every text is one line, set
 * smaller or cut when its cell is too narrow, so each row has the same height and the page
 * breaks are decided without measuring paragraphs.
 */
class PageWriter {
  private page = 0;
  private size = BODY;
  private readonly bottom: number;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly fonts: { regular: Font; bold: Font },
    private readonly footer: string,
    private readonly texts: StatementPdfTexts,
  ) {
    this.bottom = doc.page.height - MARGIN - FOOTER_SPACE;
    doc.x = MARGIN;
    doc.y = MARGIN;
  }

  get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  /** The page's footer, written once its content is: a text extraction reads it last. */
  private pageDone(): void {
    this.page += 1;
    const { doc } = this;
    this.use('regular', 7.5);
    doc.fillColor(GREY);
    const line = `${this.footer} — ${fillPdfText(this.texts.common.page, { page: this.page })}`;
    doc.text(line, MARGIN, doc.page.height - MARGIN - 10, { lineBreak: false });
    doc.fillColor('black');
  }

  private newPage(): void {
    this.pageDone();
    this.doc.addPage();
    this.doc.x = MARGIN;
    this.doc.y = MARGIN;
  }

  /** Closes the document: the stream then carries the whole file. */
  end(): void {
    this.pageDone();
    this.doc.end();
  }

  /** Starts a new page unless `height` points still fit on this one. */
  room(height: number): void {
    if (this.doc.y + height > this.bottom) this.newPage();
  }

  use(weight: 'regular' | 'bold', size: number): void {
    this.size = size;
    useFont(this.doc, this.fonts[weight], size);
  }

  /**
   * One line of text in `width` points. Too wide, it is set smaller, down to MIN_SIZE, so that
   * a large amount keeps all its digits; past that it is cut with an ellipsis (a very long
   * name).
   */
  private line(text: string, x: number, width: number, align?: 'right'): void {
    const { doc } = this;
    const size = this.size;
    let shown = text;
    const natural = doc.widthOfString(text);
    if (natural > width) {
      doc.fontSize(Math.max(MIN_SIZE, Math.floor(((size * width) / natural) * 10) / 10));
      if (doc.widthOfString(shown) > width) {
        while (shown.length > 0 && doc.widthOfString(`${shown}…`) > width)
          shown = shown.slice(0, -1);
        shown = `${shown.trimEnd()}…`;
      }
    }
    const left = align === 'right' ? x + width - doc.widthOfString(shown) : x;
    doc.text(shown, left, doc.y, { lineBreak: false });
    if (natural > width) doc.fontSize(size);
  }

  title(text: string, subtitle: string): void {
    this.use('bold', 16);
    this.line(text, MARGIN, this.width);
    this.doc.y += 22;
    this.use('bold', 11);
    this.line(subtitle, MARGIN, this.width);
    this.doc.y += 18;
  }

  heading(text: string, gapBefore = 10): void {
    this.room(gapBefore + 2 * ROW + 4);
    this.doc.y += gapBefore;
    this.use('bold', 10.5);
    this.line(text, MARGIN, this.width);
    this.doc.y += 16;
  }

  note(text: string, colour = GREY): void {
    this.room(ROW);
    this.use('regular', BODY);
    this.doc.fillColor(colour);
    this.line(text, MARGIN, this.width);
    this.doc.fillColor('black');
    this.doc.y += ROW;
  }

  /** Label–value lines: the labels in a column of their own; `bold` values for totals. */
  pairs(
    pairs: ReadonlyArray<readonly [string, string]>,
    { labelWidth = 150, bold = false }: { labelWidth?: number; bold?: boolean } = {},
  ): void {
    for (const [label, value] of pairs) {
      this.room(ROW);
      const y = this.doc.y;
      this.use('regular', BODY);
      this.doc.fillColor(GREY);
      this.line(label, MARGIN, labelWidth - 6);
      this.doc.fillColor('black');
      this.doc.y = y;
      if (bold) this.use('bold', BODY);
      this.line(value, MARGIN + labelWidth, this.width - labelWidth);
      this.doc.y = y + ROW;
    }
  }

  private rule(): void {
    const { doc } = this;
    doc
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(MARGIN + this.width, doc.y - 2)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }

  /** A title in at most two lines of `width` points, broken between words. */
  private titleLines(title: string, width: number): string[] {
    const words = title.split(' ');
    let first = words.shift() ?? '';
    while (words.length > 0 && this.doc.widthOfString(`${first} ${words[0]}`) <= width)
      first = `${first} ${words.shift()}`;
    return words.length > 0 ? [first, words.join(' ')] : [first];
  }

  /** The columns' titles, on two lines where a language's words are longer than a column. */
  private header(columns: readonly Column[]): void {
    const y = this.doc.y;
    this.use('bold', BODY);
    const titles = columns.map((c) => this.titleLines(c.title, c.width - 4));
    const lines = Math.max(...titles.map((t) => t.length));
    for (let line = 0; line < lines; line += 1)
      this.cells(
        columns,
        titles.map((t) => (t.length === lines ? (t[line] ?? '') : line === lines - 1 ? t[0]! : '')),
        y + line * (ROW - 2),
      );
    this.doc.y = y + ROW + (lines - 1) * (ROW - 2);
    this.rule();
  }

  private cells(columns: readonly Column[], values: readonly string[], y: number): void {
    let x = MARGIN;
    columns.forEach((column, i) => {
      this.doc.y = y;
      const value = values[i] ?? '';
      if (value) this.line(value, x, column.width - 4, column.align);
      x += column.width;
    });
  }

  /**
   * A table: its header, then its rows; a page break repeats the header. `groups` keeps rows
   * together (a cycle's lines) when they fit on a page.
   */
  table(columns: readonly Column[], groups: ReadonlyArray<readonly Row[]>): void {
    this.room(3 * ROW);
    this.header(columns);
    for (const rows of groups) {
      const together = rows.length * ROW;
      if (this.doc.y + together > this.bottom && together < this.bottom - MARGIN - 2 * ROW) {
        this.newPage();
        this.header(columns);
      }
      for (const row of rows) {
        if (this.doc.y + ROW > this.bottom) {
          this.newPage();
          this.header(columns);
        }
        const y = this.doc.y;
        this.use(row.bold ? 'bold' : 'regular', BODY);
        this.cells(columns, row.cells, y);
        this.doc.y = y + ROW;
      }
    }
  }
}

/** Amounts and dates in the reader's locale. */
class Formats {
  private readonly day: Intl.DateTimeFormat;

  constructor(
    private readonly texts: StatementPdfTexts,
    private readonly currency: string,
  ) {
    // Dates are the ledger's days, in UTC as it records them (the note under each document).
    this.day = new Intl.DateTimeFormat(texts.locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  }

  money = (amount: string): string => formatMoney(amount, this.currency, this.texts.locale);

  /** A rule's percentage ("5.50"), exact: the decimal string goes to Intl as it is. */
  percent = (value: string): string =>
    new Intl.NumberFormat(this.texts.locale, { maximumFractionDigits: 2 }).format(
      value as Intl.StringNumericLiteral,
    );

  date = (value: Date | string): string =>
    this.day.format(typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : value);
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A reference too long for its column (a transaction hash) keeps its two ends. */
function shortReference(reference: string | null): string {
  if (!reference) return '';
  return reference.length > 14 ? `${reference.slice(0, 8)}…${reference.slice(-4)}` : reference;
}

/** A new A4 document in the reader's language, titled for the viewer's window. */
async function start(
  texts: StatementPdfTexts,
  info: { title: string; subject: string },
  footer: string,
): Promise<{ doc: PDFKit.PDFDocument; writer: PageWriter }> {
  const kit = await loadPdfKit();
  const doc = new kit.PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: texts.locale,
    displayTitle: true,
    info: { Title: info.title, Subject: info.subject, Creator: 'Tontine', Producer: 'Tontine' },
  });
  return { doc, writer: new PageWriter(doc, kit, footer, texts) };
}

function payoutRows(payouts: readonly PayoutLine[], texts: StatementPdfTexts, f: Formats): Row[] {
  return payouts.map((p) => ({
    cells: [
      String(p.cycle),
      f.date(p.at),
      f.money(p.amount),
      texts.payoutMethods[p.method],
      p.receipt ?? '',
    ],
  }));
}

/**
 * The member's statement of a group as a PDF stream: the group and the member, each cycle's
 * due, payments and fine, the pots received, the totals. Ends the document: the stream carries
 * the whole file.
 */
export async function renderMemberStatement(
  statement: MemberStatement,
  texts: StatementPdfTexts,
  issuedAt: Date,
): Promise<Readable> {
  const { group } = statement;
  const t = texts.statement;
  const c = texts.common;
  const f = new Formats(texts, group.currency);
  const { doc, writer } = await start(
    texts,
    { title: `${t.title} — ${group.name}`, subject: statement.member },
    `${t.title} — ${group.name} — ${statement.member}`,
  );
  writer.title(t.title, group.name);
  writer.pairs([
    [c.member, statement.member],
    [
      c.contribution,
      `${f.money(group.contributionAmount)} · ${texts.frequencies[group.frequency]}`,
    ],
    [c.startDate, f.date(group.startDate)],
    ['', fillPdfText(c.issuedOn, { date: f.date(issuedAt) })],
  ]);

  writer.heading(t.cycles, 14);
  const columns: Column[] = [
    { title: c.cycle, width: 42 },
    { title: c.dueDate, width: 54 },
    { title: c.amountDue, width: 64, align: 'right' },
    { title: c.paid, width: 64, align: 'right' },
    { title: c.date, width: 54 },
    { title: c.method, width: 58 },
    { title: c.reference, width: 64 },
    { title: c.fine, width: 115 },
  ];
  writer.table(
    columns,
    statement.cycles.map((cycle) => {
      const fine = cycle.fine
        ? `${f.money(cycle.fine.amount)} · ${texts.fineStatuses[cycle.fine.status]}`
        : '';
      const head = [
        String(cycle.cycle),
        f.date(cycle.dueDate),
        cycle.due ? f.money(cycle.due) : t.notOwed,
      ];
      if (cycle.payments.length === 0) return [{ cells: [...head, '', '', '', '', fine] }];
      const rows: Row[] = cycle.payments.map((p, i) => ({
        cells: [
          ...(i === 0 ? head : ['', '', '']),
          f.money(p.amount),
          f.date(p.at),
          texts.contributionMethods[p.method],
          p.correction ? c.correction : shortReference(p.reference),
          i === 0 ? fine : '',
        ],
      }));
      // Several payments in a cycle: their sum under them.
      if (cycle.payments.length > 1)
        rows.push({ cells: ['', '', '', f.money(cycle.paid), '', '', '', ''], bold: true });
      return rows;
    }),
  );

  writer.heading(t.payouts, 14);
  if (statement.payouts.length === 0) writer.note(t.noPayout, 'black');
  else
    writer.table(
      [
        { title: c.cycle, width: 50 },
        { title: c.date, width: 90 },
        { title: c.amount, width: 100, align: 'right' },
        { title: c.method, width: 100 },
        { title: c.reference, width: 175 },
      ],
      [payoutRows(statement.payouts, texts, f)],
    );

  writeLoans(writer, statement.loans, texts, f);

  writer.heading(c.totals, 14);
  writer.pairs(
    [
      [t.contributionsPaid, f.money(statement.totals.contributions)],
      [c.finesPaid, f.money(statement.totals.fines)],
      [t.payoutReceived, f.money(statement.totals.payouts)],
      ...(statement.loans.length
        ? [[t.loansOutstanding, f.money(statement.totals.loansOutstanding)] as [string, string]]
        : []),
    ],
    { bold: true },
  );
  doc.y += 6;
  writer.note(t.approvedOnly);
  writer.note(c.datesInUtc);
  writer.end();
  return doc;
}

/** Each disbursed loan: its terms, what it costs in all, its repayments and what is left. */
function writeLoans(
  writer: Awaited<ReturnType<typeof start>>['writer'],
  loans: MemberStatement['loans'],
  texts: StatementPdfTexts,
  f: Formats,
): void {
  const t = texts.statement;
  const c = texts.common;
  writer.heading(t.loans, 14);
  if (loans.length === 0) {
    writer.note(t.noLoan, 'black');
    return;
  }
  for (const loan of loans) {
    writer.pairs([
      [
        t.loanStatuses[loan.status],
        fillPdfText(t.loanTerms, {
          amount: f.money(loan.amount),
          months: String(loan.termMonths),
          rate: loan.monthlyRate,
          method: t.interestMethods[loan.interestMethod],
        }),
      ],
      [t.disbursedOn, f.date(loan.disbursedAt)],
      [t.totalRepayable, f.money(loan.totalRepayable)],
      [t.repaid, f.money(loan.repaid)],
      [t.outstanding, f.money(loan.outstanding)],
    ]);
    if (loan.repayments.length === 0) writer.note(t.noRepayment, 'black');
    else
      writer.table(
        [
          { title: c.date, width: 110 },
          { title: c.amount, width: 110, align: 'right' },
          { title: t.interest, width: 100, align: 'right' },
          { title: t.principal, width: 100, align: 'right' },
        ],
        [
          loan.repayments.map((r) => ({
            cells: [f.date(r.at), f.money(r.amount), f.money(r.interest), f.money(r.principal)],
          })),
        ],
      );
  }
}

/**
 * The group report as a PDF stream: the group and its rules, then every cycle (beneficiary,
 * each payer's standing, pot, payout, fines), the fund and the totals.
 */
export async function renderGroupReport(
  report: GroupReport,
  texts: StatementPdfTexts,
  issuedAt: Date,
): Promise<Readable> {
  const { group } = report;
  const r = texts.report;
  const c = texts.common;
  const f = new Formats(texts, group.currency);
  const { doc, writer } = await start(
    texts,
    { title: `${r.title} — ${group.name}`, subject: group.name },
    `${r.title} — ${group.name}`,
  );
  writer.title(r.title, group.name);
  const fine = (rate: string) =>
    !isPositiveMoney(rate)
      ? r.noFine
      : group.rules.late_fine_kind === 'percent'
        ? fillPdfText(r.percentOfContribution, { percent: f.percent(rate) })
        : f.money(rate);
  writer.pairs([
    [r.groupStatus, r.groupStatuses[group.status]],
    [r.members, String(group.memberCount)],
    [
      c.contribution,
      `${f.money(group.contributionAmount)} · ${texts.frequencies[group.frequency]}`,
    ],
    [c.startDate, f.date(group.startDate)],
    [r.payoutOrder, r.payoutOrders[group.payoutOrderMethod]],
    [r.beneficiaryContributes, group.beneficiaryContributes ? r.yes : r.no],
    ['', fillPdfText(c.issuedOn, { date: f.date(issuedAt) })],
  ]);
  writer.heading(r.rules, 12);
  writer.pairs([
    [r.lateFine, fine(group.rules.late_fine)],
    [r.paidMemberFine, fine(group.rules.paid_member_late_fine)],
    [r.graceDays, fillPdfText(r.graceValue, { count: group.rules.grace_days })],
    [
      '',
      fillPdfText(r.rulesVersion, {
        version: group.rules.version,
        cycle: group.rules.effective_from_cycle,
      }),
    ],
  ]);

  const payerColumns: Column[] = [
    { title: c.member, width: 215 },
    { title: c.status, width: 120 },
    { title: c.paid, width: 90, align: 'right' },
    { title: c.pending, width: 90, align: 'right' },
  ];
  const fineColumns: Column[] = [
    { title: c.member, width: 215 },
    { title: c.amount, width: 120, align: 'right' },
    { title: c.status, width: 180 },
  ];
  for (const cycle of report.cycles) {
    // A cycle at a time: a long report leaves the event loop to the other requests between
    // cycles instead of holding it for the whole document.
    await nextTurn();
    writer.heading(
      fillPdfText(r.cycleHeading, { cycle: cycle.cycle, date: f.date(cycle.dueDate) }),
      16,
    );
    const payout = cycle.payout
      ? [
          f.money(cycle.payout.amount),
          f.date(cycle.payout.at),
          texts.payoutMethods[cycle.payout.method],
        ]
          .concat(cycle.payout.receipt ? [cycle.payout.receipt] : [])
          .join(' · ')
      : r.notPaidOut;
    writer.pairs(
      [
        [r.beneficiary, cycle.beneficiary ?? '—'],
        [r.pot, f.money(cycle.pot)],
        [r.collected, f.money(cycle.collected)],
        [r.payout, payout],
      ],
      { labelWidth: 110 },
    );
    if (cycle.payers.length > 0) {
      doc.y += 4;
      writer.table(
        payerColumns,
        cycle.payers.map((p) => [
          {
            cells: [
              p.expected ? p.name : `${p.name} (${r.notExpected})`,
              r.payerStates[p.state],
              f.money(p.approved),
              isPositiveMoney(p.pending) ? f.money(p.pending) : '',
            ],
          },
        ]),
      );
    }
    if (cycle.fines.length > 0) {
      writer.heading(r.cycleFines, 6);
      writer.table(
        fineColumns,
        cycle.fines.map((x) => [
          { cells: [x.name, f.money(x.amount), texts.fineStatuses[x.status]] },
        ]),
      );
    }
  }

  writer.heading(r.fund, 18);
  writer.pairs([
    [r.fundBalance, f.money(report.fund.balance)],
    [r.finesOutstanding, f.money(report.fund.fines_outstanding)],
    [r.finesWaived, f.money(report.fund.fines_waived)],
  ]);
  writer.heading(c.totals, 14);
  writer.pairs(
    [
      [r.contributionsApproved, f.money(report.totals.contributions)],
      [r.payoutsPaid, f.money(report.totals.payouts)],
      [r.notYetPaidOut, f.money(report.totals.notYetPaidOut)],
      [c.finesPaid, f.money(report.totals.fines)],
    ],
    { bold: true },
  );
  doc.y += 6;
  writer.note(c.datesInUtc);
  writer.end();
  return doc;
}
