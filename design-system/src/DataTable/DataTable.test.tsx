import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CellNote } from './CellNote';
import { DataTable } from './DataTable';
import type { DataTableColumn, DataTableProps } from './DataTable';

type Customer = { id: string; name: string; risk: number };

const customers: Customer[] = [
  { id: 'c1', name: 'Beta Oy', risk: 3 },
  { id: 'c2', name: 'Alfa Oy', risk: 12 },
  { id: 'c3', name: 'Gamma Ab', risk: 7 },
];

const columns: DataTableColumn<Customer>[] = [
  { id: 'name', header: 'Nimi', cell: (row) => row.name, sortValue: (row) => row.name },
  { id: 'risk', header: 'Riski', cell: (row) => row.risk, sortValue: (row) => row.risk, align: 'end' },
];

const show = (props: Partial<DataTableProps<Customer>> = {}) =>
  render(<DataTable columns={columns} data={customers} getRowId={(row) => row.id} label="Asiakkaat" {...props} />);

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('is a table named by its caption with column headers and a row per item', () => {
    show();
    const table = screen.getByRole('table', { name: 'Asiakkaat' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼]/g, ''))).toEqual(['Nimi', 'Riski']);
    expect(names()).toEqual(['Beta Oy', 'Alfa Oy', 'Gamma Ab']);
  });

  it('sorts by a header button, announcing the order with aria-sort', async () => {
    const user = userEvent.setup();
    show();
    const header = screen.getAllByRole('columnheader')[1]!;
    expect(header.getAttribute('aria-sort')).toBe('none');
    await user.click(within(header).getByRole('button', { name: /Riski/ }));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Beta Oy', 'Gamma Ab', 'Alfa Oy']);
    // Keyboard: the header button takes Enter.
    within(header).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Alfa Oy', 'Gamma Ab', 'Beta Oy']);
  });

  it('reports the requested sort and keeps the order of manually sorted data', async () => {
    const onSortChange = vi.fn();
    show({ sort: null, onSortChange, manualSorting: true });
    await userEvent.click(screen.getByRole('button', { name: /Nimi/ }));
    expect(onSortChange).toHaveBeenCalledWith({ id: 'name', desc: false });
    expect(names()).toEqual(['Beta Oy', 'Alfa Oy', 'Gamma Ab']);
  });

  it('selects rows and all rows through named checkboxes', async () => {
    const user = userEvent.setup();
    function Selectable() {
      const [selectedIds, setSelectedIds] = useState<string[]>([]);
      return (
        <>
          <DataTable
            columns={columns}
            data={customers}
            getRowId={(row) => row.id}
            label="Asiakkaat"
            selection={{ selectedIds, onChange: setSelectedIds, allLabel: 'Valitse kaikki', rowLabel: (row) => `Valitse ${row.name}` }}
          />
          <output>{selectedIds.join(',')}</output>
        </>
      );
    }
    render(<Selectable />);
    await user.click(screen.getByRole('checkbox', { name: 'Valitse Alfa Oy' }));
    expect(screen.getByRole('status').textContent).toBe('c2');
    await user.click(screen.getByRole('checkbox', { name: 'Valitse kaikki' }));
    expect(screen.getByRole('status').textContent?.split(',').sort()).toEqual(['c1', 'c2', 'c3']);
  });

  it('renders row actions, row attributes, a highlighted row, cell classes and detail rows', () => {
    show({
      columns: [...columns, { id: 'flag', header: 'Lippu', cell: () => '!', cellClassName: (row) => (row.risk > 10 ? 'high' : undefined) }],
      rowActions: { header: 'Toiminnot', render: (row) => <button type="button">Avaa {row.name}</button> },
      rowAttributes: (row) => ({ 'data-customer': row.id, highlighted: row.id === 'c3' }),
      renderDetail: (row) => (row.id === 'c1' ? { id: 'details-c1', content: 'Lisätiedot' } : null),
    });
    expect(screen.getByRole('columnheader', { name: 'Toiminnot' })).toBeTruthy();
    const row = document.querySelector('tr[data-customer="c3"]')!;
    expect(row.getAttribute('aria-current')).toBe('true');
    expect(within(row as HTMLElement).getByRole('button', { name: 'Avaa Gamma Ab' })).toBeTruthy();
    expect(document.getElementById('details-c1')?.textContent).toBe('Lisätiedot');
    expect(document.querySelectorAll('td.high')).toHaveLength(1);
  });

  it('shows the empty state, the error and the paging', async () => {
    const onPageChange = vi.fn();
    const labels = { label: 'Sivutus', previous: 'Edellinen', next: 'Seuraava', page: (page: number, pages: number) => `${page}/${pages}` };
    const { rerender } = show({ data: [], empty: <p>Ei asiakkaita. Lisää ensimmäinen.</p> });
    expect(screen.getByText('Ei asiakkaita. Lisää ensimmäinen.')).toBeTruthy();
    rerender(
      <DataTable
        columns={columns}
        data={customers}
        getRowId={(row) => row.id}
        label="Asiakkaat"
        status="error"
        errorMessage="Lataus epäonnistui"
        paging={{ page: 1, pageCount: 2, onPageChange, labels }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Lataus epäonnistui');
    await userEvent.click(screen.getByRole('button', { name: 'Seuraava' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('sums up in a footer row under the value columns', () => {
    show({ footer: { label: 'Yhteensä', values: { risk: 22 } } });
    const footer = screen.getByRole('rowheader', { name: 'Yhteensä' }).parentElement!;
    expect(within(footer).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['22']);
  });

  it('shows changed data in the same render (a controlled checkbox in a cell follows at once)', async () => {
    function Done() {
      const [rows, setRows] = useState([{ id: 't1', name: 'Tarkista passi', done: false }]);
      return (
        <DataTable
          columns={[
            {
              id: 'done',
              header: 'Tehty',
              cell: (row) => (
                <input
                  type="checkbox"
                  aria-label={row.name}
                  checked={row.done}
                  onChange={() => setRows((current) => current.map((item) => ({ ...item, done: !item.done })))}
                />
              ),
            },
          ]}
          data={rows}
          getRowId={(row) => row.id}
          label="Tehtävät"
        />
      );
    }
    const user = userEvent.setup();
    render(<Done />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Tarkista passi' });
    await user.click(box);
    expect(box.checked).toBe(true);
    await user.click(box);
    expect(box.checked).toBe(false);
  });

  it('marks a loading table busy', () => {
    show({ status: 'loading', loadingLabel: 'Ladataan' });
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('virtual mode renders a window of a long list inside its own scroll area', () => {
    const many = Array.from({ length: 2000 }, (_, index) => ({ id: `c${index}`, name: `Asiakas ${index}`, risk: index }));
    show({ data: many, virtual: { height: '400px', estimateRowHeight: 36 } });
    const rendered = screen.getAllByRole('row').length - 1;
    expect(rendered).toBeLessThan(100);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('2001');
  });

  it('opens rows by click or Enter and moves between them with the arrow keys, Home and End', async () => {
    const onRowOpen = vi.fn();
    show({ onRowOpen });
    const rows = () => screen.getAllByRole('row').slice(1);
    expect(rows().map((row) => row.tabIndex)).toEqual([0, -1, -1]);
    rows()[0]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(rows()[1]);
    expect(rows().map((row) => row.tabIndex)).toEqual([-1, 0, -1]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(rows()[2]);
    await userEvent.keyboard('{Home}{Enter}');
    expect(onRowOpen).toHaveBeenLastCalledWith(customers[0]);
    await userEvent.click(within(rows()[2]!).getAllByRole('cell')[1]!);
    expect(onRowOpen).toHaveBeenLastCalledWith(customers[2]);
  });

  it('fixed layout sizes columns from a colgroup; headers and cells can carry their own names and tooltips', () => {
    show({
      layout: 'fixed',
      minWidth: '40rem',
      columns: [
        { ...columns[0]!, width: '60%', header: 'Ni\u00admi', headerLabel: 'Nimi', sortTitle: 'Järjestä: Nimi', cellTitle: (row) => row.name },
        { ...columns[1]!, width: '40%' },
      ],
    });
    const table = screen.getByRole('table');
    expect(table.style.minWidth).toBe('40rem');
    expect([...table.querySelectorAll('col')].map((col) => col.style.width)).toEqual(['60%', '40%']);
    const sortButton = within(screen.getByRole('columnheader', { name: 'Nimi' })).getByRole('button');
    expect(sortButton.getAttribute('title')).toBe('Järjestä: Nimi');
    expect(screen.getByRole('cell', { name: 'Beta Oy' }).getAttribute('title')).toBe('Beta Oy');
  });

  it('virtual rows carry their place in the whole list, and a new reset key scrolls back to the top', () => {
    // happy-dom does no layout: the scroll area reports the height a desktop screen gives it.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    const many = Array.from({ length: 500 }, (_, index) => ({ id: `c${index}`, name: `Asiakas ${index}`, risk: index }));
    const { rerender } = show({ data: many, layout: 'fixed', virtual: { maxHeight: '400px', minHeight: '200px', estimateRowHeight: 37, resetKey: 'a' } });
    const rows = screen.getAllByRole('row');
    expect(rows[0]!.getAttribute('aria-rowindex')).toBe('1');
    expect(rows[1]!.getAttribute('aria-rowindex')).toBe('2');
    const scrollArea = screen.getByRole('table').parentElement!;
    expect(scrollArea.style.maxHeight).toBe('400px');
    scrollArea.scrollTop = 900;
    rerender(
      <DataTable columns={columns} data={many} getRowId={(row) => row.id} label="Asiakkaat" layout="fixed" virtual={{ maxHeight: '400px', estimateRowHeight: 37, resetKey: 'b' }} />,
    );
    expect(scrollArea.scrollTop).toBe(0);
    vi.restoreAllMocks();
  });

  it('mutes a secondary column and a note in a cell', () => {
    show({
      columns: [
        { id: 'name', header: 'Nimi', cell: (row) => <>{row.name} <CellNote>{row.id}</CellNote></> },
        { id: 'contact', header: 'Yhteyshenkilö', cell: () => 'Matti Meikäläinen', muted: true },
      ],
    });
    expect(screen.getAllByText('c1')[0]!.className).toContain('note');
    expect(screen.getAllByRole('cell', { name: 'Matti Meikäläinen' })[0]!.className).toContain('muted');
  });

  it('names each row by a row-header cell and scrolls a long table inside a bounded area', () => {
    show({ columns: [{ ...columns[0]!, rowHeader: true }, columns[1]!], maxHeight: '480px' });
    expect(screen.getByRole('rowheader', { name: 'Beta Oy' })).toBeTruthy();
    expect(screen.getByRole('table').parentElement!.style.maxHeight).toBe('480px');
  });

  it('tells screen readers how the rows open, in the page language unless the app says it', () => {
    const description = (row: HTMLElement) => document.getElementById(row.getAttribute('aria-describedby') ?? '')?.textContent;
    const firstRow = () => screen.getAllByRole('row')[1]!;
    const lang = document.documentElement.lang;
    try {
      document.documentElement.lang = 'fi';
      const { rerender, unmount } = show({ onRowOpen: () => undefined });
      expect(description(firstRow())).toBe('Siirry rivien välillä nuolinäppäimillä, avaa rivi Enterillä.');
      // The same hint on every row, whichever is in the tab order.
      expect(new Set(screen.getAllByRole('row').slice(1).map((row) => row.getAttribute('aria-describedby'))).size).toBe(1);
      rerender(
        <DataTable columns={columns} data={customers} getRowId={(row) => row.id} label="Asiakkaat" onRowOpen={() => undefined} rowNavigationHint="Nuolilla, Enter" />,
      );
      expect(description(firstRow())).toBe('Nuolilla, Enter');
      unmount();

      document.documentElement.lang = 'sv';
      const swedish = show({ onRowOpen: () => undefined });
      expect(description(firstRow())).toBe('Flytta mellan raderna med piltangenterna, öppna en rad med Enter.');
      swedish.unmount();

      document.documentElement.lang = 'en';
      show();
      // Rows that do not open are plain rows without a hint.
      expect(firstRow().getAttribute('aria-describedby')).toBeNull();
      expect(firstRow().tabIndex).toBe(-1);
    } finally {
      document.documentElement.lang = lang;
    }
  });

  it('keeps the first column (and the checkboxes) in view while the table scrolls sideways in its own area', () => {
    const { rerender } = show({
      selection: { selectedIds: [], onChange: () => undefined, allLabel: 'Valitse kaikki', rowLabel: (row) => `Valitse ${row.name}` },
    });
    const header = screen.getByRole('columnheader', { name: 'Nimi' });
    expect(header.className).toContain('sticky');
    expect(header.className).toContain('stickyAfterSelect');
    expect(screen.getByRole('checkbox', { name: 'Valitse kaikki' }).closest('th')!.className).toContain('sticky');
    expect(screen.getByRole('cell', { name: 'Beta Oy' }).className).toContain('sticky');
    expect(screen.getByRole('cell', { name: '3' }).className).not.toContain('sticky');

    const scrollArea = screen.getByRole('table').parentElement!;
    scrollArea.scrollLeft = 40;
    fireEvent.scroll(scrollArea);
    expect(scrollArea.hasAttribute('data-scrolled-x')).toBe(true);
    scrollArea.scrollLeft = 0;
    fireEvent.scroll(scrollArea);
    expect(scrollArea.hasAttribute('data-scrolled-x')).toBe(false);

    rerender(<DataTable columns={columns} data={customers} getRowId={(row) => row.id} label="Asiakkaat" stickyFirstColumn={false} />);
    expect(screen.getByRole('cell', { name: 'Beta Oy' }).className).not.toContain('sticky');
  });

  it('widens a fixed table until no header word is cut, so it scrolls instead of clipping "Kaupunki"', () => {
    // happy-dom does no layout: the table is 1000 px wide, each header 80 px, and "Kaupunki" needs 20 px more.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const width = this.tagName === 'TABLE' ? 1000 : this.tagName === 'TH' ? 80 : 0;
      return { width, height: 0, top: 0, left: 0, right: width, bottom: 0, x: 0, y: 0, toJSON: () => ({}) };
    });
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.textContent === 'Kaupunki' ? 70 : 40;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(50);
    try {
      show({
        layout: 'fixed',
        minWidth: '40rem',
        columns: [...columns, { id: 'city', header: 'Kaupunki', cell: () => 'Turku', width: '8%', sortValue: () => 0 }],
      });
      // (80 + 20) / 80 of 1000 px.
      expect(screen.getByRole('table').style.minWidth).toBe('max(40rem, 1250px)');
      // The header keeps its whole word and its sort button.
      const header = screen.getByRole('columnheader', { name: /Kaupunki/ });
      expect(within(header).getByRole('button').textContent).toContain('Kaupunki');

      // A column of a fixed length would not grow with the table: it is not a reason to widen it.
      cleanup();
      show({ layout: 'fixed', columns: [...columns, { id: 'city', header: 'Kaupunki', cell: () => 'Turku', width: '4rem' }] });
      expect(screen.getByRole('table').style.minWidth).toBe('');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('leaves an auto-layout table and fitting headers as they are', () => {
    show({ minWidth: '30rem' });
    expect(screen.getByRole('table').style.minWidth).toBe('30rem');
  });

  it('marks low-priority columns to hide on narrow screens, keeping the others', () => {
    const withCity: DataTableColumn<Customer>[] = [...columns, { id: 'city', header: 'Kaupunki', cell: () => 'Turku', hideBelow: 'md' }];
    show({ columns: withCity, layout: 'fixed', footer: { label: 'Yhteensä', values: { risk: 22, city: '' } } });
    // The stylesheet hides these below --tn-breakpoint-md (happy-dom applies no module CSS to compute it).
    const header = screen.getByRole('columnheader', { name: 'Kaupunki' });
    const cells = screen.getAllByRole('cell', { name: 'Turku' });
    expect([header, ...cells].every((cell) => cell.className.includes('hideBelowMd'))).toBe(true);
    expect(screen.getByRole('columnheader', { name: /Nimi/ }).className).not.toContain('hideBelow');
    expect(screen.getAllByRole('cell', { name: '3' })[0]!.className).not.toContain('hideBelow');
    expect([...document.querySelectorAll('col')].map((col) => col.className)).toEqual(['', '', 'hideBelowMd']);
  });
});

describe('DataTable scroll area', () => {
  const stubWidths = (scrollWidth: number, clientWidth: number) => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
    const client = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
    return () => {
      scroll.mockRestore();
      client.mockRestore();
    };
  };

  it('is a named group a keyboard reaches while the table is wider than it', () => {
    const restore = stubWidths(1200, 400);
    try {
      show();
      const region = screen.getByRole('group', { name: 'Asiakkaat' });
      expect(region.getAttribute('tabindex')).toBe('0');
      expect(within(region).getByRole('table')).toBeTruthy();
    } finally {
      restore();
      cleanup();
    }
  });

  it('adds no tab stop when the table fits', () => {
    const restore = stubWidths(400, 400);
    try {
      show();
      expect(screen.queryByRole('group')).toBeNull();
      expect(screen.getByRole('table').parentElement?.hasAttribute('tabindex')).toBe(false);
    } finally {
      restore();
      cleanup();
    }
  });
});
