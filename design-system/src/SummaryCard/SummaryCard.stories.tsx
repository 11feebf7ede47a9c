import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '../Link/Link';
import { TrafficLight } from '../TrafficLight/TrafficLight';
import { SummaryCard } from './SummaryCard';

const texts = { loadingLabel: 'Ladataan hälytyksiä', errorText: 'Hälytysten lataaminen epäonnistui.', emptyTitle: 'Ei avoimia hälytyksiä' };

const meta = {
  title: 'Layout/SummaryCard',
  component: SummaryCard,
  args: { title: 'Avoimet hälytykset', state: 'done', ...texts },
} satisfies Meta<typeof SummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = ['Kontrabanda Trading LLC', 'Ivan Testov', 'Saimaan Satama Oy'].map((name, n) => ({
  id: String(n),
  primary: <Link href="#">{name}</Link>,
  secondary: `OFAC · 0${n + 1}.11.2026`,
  trailing: <TrafficLight status="red" label="Avoin" compact />,
}));

export const Default: Story = {
  args: { count: 3, items, action: <Link href="#">Näytä kaikki</Link> },
};

export const Catalogue: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--tn-space-4)', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}>
      <SummaryCard title="Avoimet hälytykset" state="done" count={3} items={items} {...texts} />
      <SummaryCard title="Avoimet hälytykset" state="done" count={0} items={[]} emptyText="Uudet hälytykset näkyvät täällä." {...texts} />
      <SummaryCard title="Avoimet hälytykset" state="loading" {...texts} />
      <SummaryCard title="Avoimet hälytykset" state="error" {...texts} />
    </div>
  ),
};
