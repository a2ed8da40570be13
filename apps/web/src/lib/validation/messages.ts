// The Russian validation messages of spec §5, word for word (including the spec's own spelling),
// and the default '{field} is not valid.' for a rule without a message of its own.
export type RuleName = 'required' | 'email' | 'min' | 'max' | 'numeric' | 'min_value' | 'max_value' | 'between' | 'is' | 'regex';

const MESSAGES: Record<RuleName, string> = {
  required: 'Поле обязательно для заполнения',
  min: 'Кол-во символов не должно быть меньше {min}',
  max: 'Кол-во символов не должно превышать {max}',
  min_value: 'Минимальное значени для этого поля - {min}',
  max_value: 'Поле должно быть меньше чем - {max}',
  between: 'Значение поля "{field}" должно быть между {min} и {max}',
  email: 'Поле должно содержать E-mail',
  is: 'Значение полей не совпадают',
  numeric: 'Поле должно содержать только числа',
  regex: 'Поле не прошло проверку',
};

export const DEFAULT_MESSAGE = '{field} is not valid.';

/** Fills `{name}` placeholders; a placeholder without a value stays as it is. */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function ruleMessage(rule: string, values: Record<string, string | number>): string {
  const template = (MESSAGES as Record<string, string>)[rule] ?? DEFAULT_MESSAGE;
  return interpolate(template, values);
}
