import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileList } from './FileList';

type Attachment = { id: string; name: string; size: number };
const files: Attachment[] = [
  { id: 'f1', name: 'passi.pdf', size: 2048 },
  { id: 'f2', name: 'ote.txt', size: 10 },
];

const remove = (onConfirm: (file: Attachment) => Promise<unknown>) => ({
  label: '×',
  accessibleName: (file: Attachment) => `Poista ${file.name}`,
  title: 'Poista liite?',
  message: (file: Attachment) => `${file.name} poistetaan.`,
  confirmLabel: 'Poista',
  cancelLabel: 'Peruuta',
  onConfirm,
});

describe('FileList', () => {
  it('lists the files by name; a name downloads through the address asked for then', async () => {
    const hrefOf = vi.fn(async (file: Attachment) => `/files/${file.id}?token=t`);
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.getAttribute('href')} ${this.download}`);
    });
    render(<FileList files={files} label="Liitteet" hrefOf={hrefOf} downloadLabel={(file) => `Lataa ${file.name}`} details={(file) => `${file.size} t`} onError={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'Liitteet' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('2048 t')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Lataa passi.pdf' }));
    await waitFor(() => expect(clicked).toEqual(['/files/f1?token=t passi.pdf']));
    click.mockRestore();
  });

  it('removes a file after confirming, and hands a failure on', async () => {
    const onError = vi.fn();
    const onConfirm = vi.fn(async () => {
      throw new Error('gone');
    });
    render(<FileList files={files} label="Liitteet" hrefOf={async () => ''} downloadLabel={(file) => file.name} remove={remove(onConfirm)} onError={onError} />);
    await userEvent.click(screen.getByRole('button', { name: 'Poista ote.txt' }));
    const dialog = screen.getByRole('dialog', { name: 'Poista liite?' });
    expect(dialog.textContent).toContain('ote.txt poistetaan.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Poista' }));
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onConfirm).toHaveBeenCalledWith(files[1]);
  });

  it('shows the empty text and picks files, refusing what the check refuses', async () => {
    const onFiles = vi.fn(async () => undefined);
    render(
      <FileList
        files={[] as Attachment[]}
        label="Liitteet"
        hrefOf={async () => ''}
        downloadLabel={(file) => file.name}
        onError={vi.fn()}
        empty={<p>Ei liitteitä</p>}
        picker={{
          label: 'Liitä tiedosto',
          busyLabel: 'Ladataan…',
          context: 'Passikopio',
          multiple: true,
          hint: 'Enintään 10 Mt',
          check: (chosen) => (chosen.some((file) => file.size > 5) ? 'Liian suuri: iso.bin' : null),
          onFiles,
        }}
      />,
    );
    expect(screen.getByText('Ei liitteitä')).toBeTruthy();
    const input = screen.getByLabelText('Liitä tiedosto: Passikopio');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    await userEvent.upload(input, new File(['123456789'], 'iso.bin'));
    expect(screen.getByRole('alert').textContent).toBe('Liian suuri: iso.bin');
    expect(onFiles).not.toHaveBeenCalled();
    await userEvent.upload(input, new File(['1'], 'pieni.txt'));
    await waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks the file a deep link points at', () => {
    render(<FileList files={files} label="Liitteet" hrefOf={async () => ''} downloadLabel={(file) => file.name} onError={vi.fn()} highlightedId="f2" />);
    const items = screen.getAllByRole('listitem');
    expect(items[1]!.getAttribute('aria-current')).toBe('true');
    expect(items[0]!.getAttribute('aria-current')).toBeNull();
  });
});
