/** A grid of model cards labelled by its title (spec 000 §2.4 'Models list and card'). */
import { ModelCard } from './ModelCard.tsx';
import type { CardModel, ModelCardOptions } from './types.ts';
import './catalogue.css';

interface ModelGridProps extends ModelCardOptions {
  title: string;
  models: ReadonlyArray<CardModel>;
  eagerCount?: number;
}

export function ModelGrid({ title, models, eagerCount = 0, ...card }: ModelGridProps) {
  if (models.length === 0) return null;
  const layout = card.layout ?? 'grid';
  return (
    <ul className={`cat-grid cat-grid--models${layout === 'grid' ? '' : ` cat-grid--models-${layout}`}`} aria-label={title}>
      {models.map((m, i) => (
        <li key={m.id}>
          <ModelCard {...card} model={m} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
