import { test } from 'vitest';
import { leadPayloadSchema, sendRequestSchema } from '/work/main/packages/contracts/src/index';
test('x', () => {
  console.log(JSON.stringify(leadPayloadSchema.safeParse({ name: '', phone: '8918', form: 'x', utm: { utm_content: 'x' } }).error?.issues.map(i => [i.path.join('.'), i.message])));
  console.log(JSON.stringify(leadPayloadSchema.safeParse({}).error?.issues.map(i => [i.path.join('.'), i.message])));
  console.log(JSON.stringify(leadPayloadSchema.safeParse({name: 5, phone: 7, form: 1, consent: {accepted: true, at: 'x'}}).error?.issues.map(i => [i.path.join('.'), i.message])));
  console.log(JSON.stringify(sendRequestSchema.safeParse({}).error?.issues.map(i => [i.path.join('.'), i.message])));
});
