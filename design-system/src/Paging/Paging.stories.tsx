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
