// A list of checkboxes under a legend: «Срок сдачи», «Отделка». Native inputs, no script; see
// choice-fieldset.tsx.
import { ChoiceFieldset, type ChoiceGroupProps } from './choice-fieldset';

export type { ChoiceOption } from './choice-fieldset';

export function CheckboxGroup(props: ChoiceGroupProps) {
  return <ChoiceFieldset look="checkbox" {...props} />;
}
