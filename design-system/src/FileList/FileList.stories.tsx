import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { FileList } from './FileList';
import type { FileListProps } from './FileList';

type Attachment = { id: string; name: string; size: number; by: string };

const initial: Attachment[] = [
  { id: 'f1', name: 'passikopio.pdf', size: 182_000, by: 'Maija Meikäläinen' },
  { id: 'f2', name: 'kaupparekisteriote.pdf', size: 48_500, by: 'Pekka Virtanen' },
];

const base: FileListProps<Attachment> = {
  files: initial,
  label: 'Liitteet: Tunnistaminen',
  hrefOf: async () => '#lataus',
  downloadLabel: (file) => `Lataa ${file.name}`,
  details: (file) => `${Math.round(file.size / 1000)} kt · ${file.by}`,
  onError: fn(),
};

const meta = {
  title: 'Components/FileList',
  component: FileList<Attachment>,
  args: base,
} satisfies Meta<typeof FileList<Attachment>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {};

export const Highlighted: Story = { args: { highlightedId: 'f2' } };

export const Empty: Story = { args: { files: [], empty: <p>Ei liitteitä.</p> } };

/** Add and remove: the list as a todo or an EDD shows it, with the picker's limits beside it. */
export const Editable: Story = {
  render: function Render(args) {
    const [files, setFiles] = useState(args.files);
    return (
      <FileList
        {...args}
        files={files}
        remove={{
          label: 'Poista',
          accessibleName: (file) => `Poista ${file.name}`,
          title: 'Poista liite?',
          message: (file) => `${file.name} poistetaan pysyvästi.`,
          confirmLabel: 'Poista',
          cancelLabel: 'Peruuta',
          onConfirm: async (file) => setFiles((current) => current.filter((item) => item.id !== file.id)),
        }}
        picker={{
          label: 'Lisää tiedosto',
          busyLabel: 'Ladataan…',
          multiple: true,
          hint: 'Enintään 10 Mt tiedosto, 20 tiedostoa.',
          check: (chosen) => (chosen.some((file) => file.size > 10_000_000) ? 'Liian suuri tiedosto.' : null),
          onFiles: async (chosen) =>
            setFiles((current) => [...current, ...chosen.map((file, index) => ({ id: `new${current.length + index}`, name: file.name, size: file.size, by: 'Sinä' }))]),
        }}
      />
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText('Lisää tiedosto'), new File(['hei'], 'uusi.txt', { type: 'text/plain' }));
    const list = canvas.getByRole('list', { name: 'Liitteet: Tunnistaminen' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await userEvent.click(canvas.getByRole('button', { name: 'Poista passikopio.pdf' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Poista liite?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Poista' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  },
};
