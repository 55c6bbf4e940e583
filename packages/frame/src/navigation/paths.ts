/** The app's paths the shell links to (apps/web defines the routes; its type check holds them to this list). */
export type ShellPath =
  | '/'
  | '/hot'
  | '/elott'
  | '/live'
  | '/sports'
  | '/fish'
  | '/rng'
  | '/pvp'
  | '/esports'
  | '/promotions'
  | '/down'
  | '/cockfight'
  | '/rewards'
  | '/help'
  | '/register'
  | '/login';
