/** A model's information table (spec 000 §2.4 'Models list and card'): the rows as the rule shapes them. */
import type { ModelInfoLine } from '../../domain/model-info.ts';
import './model-page.css';

export function ModelInfoTable({ rows, caption }: { rows: ReadonlyArray<ModelInfoLine>; caption: string }) {
  if (rows.length === 0) return null;
  return (
    <table className="cat-model-info">
      <caption>{caption}</caption>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label}>
            <th scope="row">{r.label}</th>
            <td className={r.highlight ? 'is-active-status' : undefined}>{r.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
