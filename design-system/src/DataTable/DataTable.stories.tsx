import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DeleteRowAction } from '../DeleteRowAction/DeleteRowAction';
import { EmptyState } from '../EmptyState/EmptyState';
import { TrafficLight } from '../TrafficLight/TrafficLight';
import { DataTable } from './DataTable';
import type { DataTableColumn, DataTableProps } from './DataTable';

type Customer = { id: string; name: string; businessId: string; risk: number; light: 'green' | 'yellow' | 'red' | 'grey'; updated: string };

const lights = ['green', 'yellow', 'red', 'grey'] as const;
const lightLabels = { green: 'Valmis', yellow: 'Odottaa', red: 'Virhe', grey: 'Ei aloitettu' } as const;

const makeCustomers = (count: number): Customer[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `c${index + 1}`,
    name: ['Esimerkki Oy', 'Testi Ab', 'Malli Ky', 'Kokeilu Tmi', 'Näyte Oyj'][index % 5]! + (index >= 5 ? ` ${index + 1}` : ''),
    businessId: `${1234560 + index}-${index % 10}`,
    risk: (index * 37) % 100,
    light: lights[index % 4]!,
    updated: `${String((index % 28) + 1).padStart(2, '0')}.11.2026`,
  }));

const columns: DataTableColumn<Customer>[] = [
  { id: 'light', header: 'Tila', hideHeader: true, cell: (row) => <TrafficLight status={row.light} label={lightLabels[row.light]} />, width: '3rem' },
  { id: 'name', header: 'Nimi', cell: (row) => row.name, sortValue: (row) => row.name },
  { id: 'businessId', header: 'Y-tunnus', cell: (row) => row.businessId, nowrap: true },
  { id: 'risk', header: 'Riskipisteet', cell: (row) => row.risk, sortValue: (row) => row.risk, align: 'end' },
  { id: 'updated', header: 'Päivitetty', cell: (row) => row.updated, align: 'end' },
];

const base: DataTableProps<Customer> = {
  columns,
  data: makeCustomers(8),
  getRowId: (row) => row.id,
  label: 'Asiakkaat',
};

const meta = {
  title: 'Components/DataTable',
  component: DataTable<Customer>,
  args: base,
} satisfies Meta<typeof DataTable<Customer>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Asiakkaat' });
    const riskHeader = within(table).getByRole('columnheader', { name: /Riskipisteet/ });
    await userEvent.click(within(riskHeader).getByRole('button'));
    await expect(riskHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard('{Enter}');
    await expect(riskHeader).toHaveAttribute('aria-sort', 'descending');
  },
};

export const RowActions: Story = {
  args: {
    rowActions: {
      header: 'Toiminnot',
      render: (row) => (
        <>
          <Button size="sm" variant="ghost">
            Avaa
          </Button>
          <DeleteRowAction
            label="Poista"
            accessibleName={`Poista: ${row.name}`}
            title="Poista asiakas?"
            message={`Asiakkaan ${row.name} tiedot poistetaan.`}
            confirmLabel="Poista"
            cancelLabel="Peruuta"
            onConfirm={fn()}
          />
        </>
      ),
    },
    rowAttributes: (row) => ({ 'data-customer': row.id, highlighted: row.id === 'c2' }),
  },
};

export const WithTotals: Story = {
  args: { footer: { label: 'Yhteensä', values: { risk: makeCustomers(8).reduce((sum, row) => sum + row.risk, 0) } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'Yhteensä' })).toBeVisible();
  },
};

export const Selection: Story = {
  render: function Render(args) {
    const [selectedIds, setSelectedIds] = useState<string[]>([]);
    return (
      <DataTable
        {...args}
        selection={{ selectedIds, onChange: setSelectedIds, allLabel: 'Valitse kaikki', rowLabel: (row) => `Valitse ${row.name}` }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Valitse kaikki' }));
    await expect(canvas.getByRole('checkbox', { name: 'Valitse Testi Ab' })).toBeChecked();
  },
};

export const Paged: Story = {
  render: function Render(args) {
    const all = makeCustomers(45);
    const [page, setPage] = useState(1);
    return (
      <DataTable
        {...args}
        data={all.slice((page - 1) * 10, page * 10)}
        paging={{
          page,
          pageCount: Math.ceil(all.length / 10),
          onPageChange: setPage,
          labels: { label: 'Sivutus', previous: 'Edellinen', next: 'Seuraava', page: (current, pages) => `Sivu ${current} / ${pages}` },
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Seuraava' }));
    await expect(canvas.getByRole('navigation', { name: 'Sivutus' })).toHaveTextContent('Sivu 2 / 5');
  },
};

export const Virtual: Story = {
  args: { data: makeCustomers(5000), virtual: { height: '420px', estimateRowHeight: 37 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', '5001');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(80);
  },
};

/** The customer list's shape: fixed columns, one-line rows, a scroll area that grows up to a height, rows that open. */
export const OpenableFixedRows: Story = {
  args: {
    data: makeCustomers(500),
    layout: 'fixed',
    minWidth: '40rem',
    virtual: { maxHeight: '420px', minHeight: '200px', estimateRowHeight: 37 },
    onRowOpen: fn(),
    columns: columns.map((column) => ({ ...column, width: column.id === 'name' ? '40%' : '15%', cellTitle: column.id === 'name' ? (row: Customer) => row.name : undefined })),
  },
  play: async ({ args, canvas, userEvent }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveAttribute('aria-rowindex', '2');
    rows[1]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('row')[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'c2' }));
  },
};

/**
 * The customer list at a laptop's width: more columns than fit, so the table scrolls sideways in its own area
 * with the name column kept in view; long one-word headers widen the table instead of being cut; the city hides
 * on tablets and phones. The rows say how to use them (aria-describedby).
 */
export const WideWithStickyName: Story = {
  args: {
    data: makeCustomers(40),
    layout: 'fixed',
    minWidth: '1040px',
    maxHeight: '420px',
    onRowOpen: fn(),
    rowNavigationHint: 'Siirry rivien välillä nuolinäppäimillä, avaa rivi Enterillä.',
    columns: [
      { id: 'name', header: 'Nimi', cell: (row) => row.name, sortValue: (row) => row.name, width: '18%', cellTitle: (row) => row.name },
      { id: 'businessId', header: 'Y-tunnus', cell: (row) => row.businessId, width: '10%' },
      { id: 'department', header: 'Avdelning', cell: () => 'Försäljning', width: '8%', sortValue: () => 0 },
      { id: 'light', header: 'Tuntemisvelvoite', cell: (row) => <TrafficLight status={row.light} label={lightLabels[row.light]} compact />, width: '12%' },
      { id: 'city', header: 'Kaupunki', cell: () => 'Helsinki', width: '8%', sortValue: () => 0, hideBelow: 'md' },
      { id: 'country', header: 'Maa', cell: () => 'FI', width: '6%' },
      { id: 'risk', header: 'Riskipisteet', cell: (row) => row.risk, sortValue: (row) => row.risk, align: 'end', width: '10%' },
      { id: 'updated', header: 'Luotu', cell: (row) => row.updated, sortValue: (row) => row.updated, align: 'end', width: '9%' },
    ],
  },
  play: async ({ canvas }) => {
    const firstRow = canvas.getAllByRole('row')[1]!;
    await expect(firstRow).toHaveAccessibleDescription('Siirry rivien välillä nuolinäppäimillä, avaa rivi Enterillä.');
    await expect(canvas.getByRole('columnheader', { name: /Kaupunki/ })).toBeVisible();
  },
};

export const Loading: Story = { args: { data: [], status: 'loading', loadingLabel: 'Ladataan asiakkaita' } };

export const Empty: Story = {
  args: {
    data: [],
    empty: (
      <EmptyState title="Ei asiakkaita" headingLevel={3}>
        Lisää ensimmäinen asiakas +-valikosta.
      </EmptyState>
    ),
  },
};

export const Error: Story = {
  args: { status: 'error', errorMessage: 'Asiakkaita ei voitu ladata. Yritä hetken päästä uudelleen.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Asiakkaita ei voitu ladata');
  },
};
