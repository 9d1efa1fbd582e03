/** Rows of cells as aligned text columns, the first row being the header. */
export function formatTable(rows, { indent = '' } = {}) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows
    .map(
      (row) =>
        indent +
        row
          .map((cell, column) => String(cell).padEnd(widths[column]))
          .join('  ')
          .trimEnd(),
    )
    .join('\n');
}
