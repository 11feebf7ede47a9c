import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Paging } from './Paging';

const meta = {
  title: 'Components/Paging',
  component: Paging,
  args: {
    page: 2,
    pageCount: 5,
    onPageChange: fn(),
    labels: { label: 'Sivutus', previous: 'Edellinen', next: 'Seuraava', page: (page, pages) => `Sivu ${page} / ${pages}` },
  },
} satisfies Meta<typeof Paging>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};

export const FirstPage: Story = { args: { page: 1 } };

export const Interactive: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(1);
    return <Paging {...args} page={page} onPageChange={setPage} />;
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Edellinen' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Seuraava' }));
    await expect(canvas.getByRole('navigation', { name: 'Sivutus' })).toHaveTextContent('Sivu 2 / 5');
  },
};

export const WithPageSize: Story = {
  render: function Render(args) {
    const [size, setSize] = useState(100);
    return (
      <Paging
        {...args}
        pageCount={Math.ceil(450 / size)}
        page={1}
        pageSize={{ value: size, options: [50, 100, 200, 500], label: 'Rivejä sivulla', onChange: setSize }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: 'Sivutus' })).toHaveTextContent('Sivu 1 / 5');
    await userEvent.selectOptions(canvas.getByLabelText('Rivejä sivulla'), '500');
    await expect(canvas.queryByRole('button', { name: 'Seuraava' })).toBeNull();
  },
};
