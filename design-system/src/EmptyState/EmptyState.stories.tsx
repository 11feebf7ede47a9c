import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'Ei vielä asiakkaita' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    children: 'Lisää ensimmäinen asiakas, niin voit lähettää hänelle KYC-lomakkeen.',
    action: <Button variant="primary">Lisää asiakas</Button>,
  },
};

export const Catalogue: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--tn-space-4)' }}>
      <Card as="div">
        <EmptyState title="Ei hakutuloksia">Tarkista hakusana tai poista suodattimia.</EmptyState>
      </Card>
      <Card as="div">
        <EmptyState title="Ei poistettuja asiakkaita" />
      </Card>
    </div>
  ),
};
