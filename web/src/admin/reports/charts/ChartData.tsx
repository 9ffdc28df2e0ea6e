import { chartRows, type ChartModel } from './options';

const HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** A chart's numbers as a table, visually hidden: what a screen reader reads and a test checks. */
export function ChartData({ model, testId }: { model: ChartModel; testId: string }) {
  return (
    <table style={HIDDEN} data-testid={testId}>
      <thead>
        <tr>
          <th />
          {model.series.map((series) => (
            <th key={series.name}>{series.name}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {chartRows(model).map((row) => (
          <tr key={row.category}>
            <th>{row.category}</th>
            {row.values.map((value, index) => (
              <td key={model.series[index]?.name ?? index}>{value ?? ''}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
