import type { Statement } from '@app/contract';

type Labels = { time: string; type: string; amount: string; ref: string };

/** One CSV field: quoted when it holds a comma, quote or line break; a leading formula sign is neutralised. */
function field(value: string): string {
  const safe = /^[=+\-@]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The statement as CSV, built in the browser from the JSON the page shows (docs/decisions.md,
 * Responsible play: activity statement); a byte-order mark so spreadsheet programs read UTF-8.
 */
export function statementCsv(s: Statement, labels: Labels, time: (iso: string) => string): string {
  const rows = [
    [labels.time, labels.type, labels.amount, labels.ref],
    ...s.lines.map((l) => [time(l.at), l.label, l.amount, l.ref]),
  ];
  return `\uFEFF${rows.map((r) => r.map(field).join(',')).join('\r\n')}\r\n`;
}

/** Hands `text` to the browser as a file download. */
export function downloadText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
