// The room filter look: checkboxes drawn as chips («Студия», «1», «2», «3», «4+») that look pressed
// when checked, several at once. Still native checkboxes (a screen reader hears "checkbox,
// checked"; Space toggles; a GET form submits rooms=1&rooms=2 without JavaScript); see
// choice-fieldset.tsx.
import { ChoiceFieldset, type ChoiceGroupProps } from './choice-fieldset';

export type { ChoiceOption } from './choice-fieldset';

export function ToggleButtons(props: ChoiceGroupProps) {
  return <ChoiceFieldset look="toggle" {...props} />;
}
