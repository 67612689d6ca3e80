/** The dashboard's main page bound to its route's data (app/router/routes/dashboard/main.tsx) and the page's card options. */
import { formatDate } from '../../domain/format.ts';
import { type DashboardMainData, DashboardMainPage } from '../dashboard/DashboardMainPage.tsx';
import { useCardOptions } from './use-card-options.ts';

export type { DashboardMainData };

const dateOf = (sec: number) => formatDate(sec, 'MMM DD, YYYY');

export function DashboardMainScreen({ data }: { data: DashboardMainData }) {
  const card = useCardOptions();
  return <DashboardMainPage data={data} card={card} formatDate={dateOf} />;
}
