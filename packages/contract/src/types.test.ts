import type { BodyOf, InputOf, Member, QueryOf, ValueOf, WireValueOf } from './index';

// Checked by `tsc` (typecheck): the helpers infer per endpoint from the literal definitions.
describe('per-endpoint types', () => {
  it('infer query, body and value types from the definitions', () => {
    expectTypeOf<QueryOf<'gameList'>['pageNo']>().toEqualTypeOf<string | number>();
    expectTypeOf<BodyOf<'login'>['type']>().toEqualTypeOf<'username' | 'sms' | '' | 'firebase'>();
    expectTypeOf<InputOf<'removeFavourite'>>().toEqualTypeOf<BodyOf<'removeFavourite'>>();
    expectTypeOf<InputOf<'hotGames'>>().toEqualTypeOf<QueryOf<'hotGames'>>();
    expectTypeOf<InputOf<'logout'>>().toEqualTypeOf<undefined>();
    expectTypeOf<ValueOf<'memberInfo'>>().toEqualTypeOf<Member | null>();
    expectTypeOf<ValueOf<'favouriteIds'>>().toEqualTypeOf<string[]>();
    expectTypeOf<ValueOf<'login'>['token']>().toEqualTypeOf<string>();
    expectTypeOf<ValueOf<'pointBalance'>>().toEqualTypeOf<number>();
    expectTypeOf<WireValueOf<'pointBalance'>>().toEqualTypeOf<string | number>();
    expectTypeOf<ValueOf<'systemStatus'>['info']['imageCDNs']>().toEqualTypeOf<string[] | null | undefined>();
  });
});
