import { cellView, tableView, type RichNode } from '../../core/document'
import { containerDir, type NodeRenderer } from './RenderContext'
import { blockId } from './renderNodes'

/**
 * Renders a TABLE: a horizontally scrollable, keyboard-focusable region around a fixed-layout table whose
 * columns are at least 120px; the first row and column become `<th>` when flagged as headers.
 */
export const renderTable: NodeRenderer = (node, context, key) => {
  const rows = node.nodes.filter((row) => row.type === 'TABLE_ROW')
  let columns = 0
  for (const row of rows) columns = Math.max(columns, row.nodes.length)
  const view = tableView(node.tableData, columns, rows.length)
  return (
    <div
      key={key}
      id={blockId(node)}
      className="vt-table-wrap"
      dir={containerDir(node, context)}
      role="region"
      aria-label={context.t('tableLabel')}
      tabIndex={0}
    >
      <table className="vt-table" style={{ minWidth: view.minWidth }}>
        <colgroup>
          {view.columnWidths.map((width, c) => (
            <col key={c} style={{ width }} />
          ))}
        </colgroup>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} id={blockId(row)} style={view.rowHeights[r] ? { height: view.rowHeights[r] } : undefined}>
              {row.nodes.map((cell, c) => renderCell(cell, r, c, view.rowHeader, view.columnHeader, context))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function renderCell(
  cell: RichNode,
  r: number,
  c: number,
  rowHeader: boolean,
  columnHeader: boolean,
  context: Parameters<NodeRenderer>[1],
) {
  const { style } = cellView(cell.tableCellData, context.logger)
  const content = context.renderNodes(cell.nodes, context)
  if (rowHeader && r === 0)
    return (
      <th key={c} scope="col" style={style}>
        {content}
      </th>
    )
  if (columnHeader && c === 0)
    return (
      <th key={c} scope="row" style={style}>
        {content}
      </th>
    )
  return (
    <td key={c} style={style}>
      {content}
    </td>
  )
}
