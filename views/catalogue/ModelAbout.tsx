/**
 * The list layout's block of a model card (spec 000 §2.4 'Models list and card'): 'About {model}'s', the description
 * ('View more' / 'Hide'; 3 lines up to medium screens, else 11) and the information table as the rule shaped it.
 * Loaded with the models list only.
 */
import { Expandable } from '../ui/Expandable.tsx';
import { ModelInfoTable } from './ModelInfoTable.tsx';
import type { CardModel } from './types.ts';

export function ModelAbout({ model }: { model: CardModel }) {
  return (
    <div className="cat-model-card-about">
      <h4>About {model.title}'s</h4>
      {model.description ? <Expandable text={model.description} className="cat-model-description" /> : null}
      {model.info ? <ModelInfoTable rows={model.info} caption={`${model.title}'s information`} /> : null}
    </div>
  );
}

export const renderModelAbout = (model: CardModel) => <ModelAbout model={model} />;
