/**
 * English words too common in feedback to say what it is about: articles, pronouns, auxiliaries,
 * prepositions, conjunctions, their contractions, and the fillers of spoken feedback ("honestly",
 * "it seems", "I think"). Kept here rather than taken from a package: the packages' English
 * lists are either short (no contractions, no "just" or "really") or so long that they remove
 * words feedback is about ("problem", "help", "thanks").
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and another any anybody anyone anything are
  around as at be because been before being below between both but by can could did do does
  doing done down during each either else etc even ever every everything few for from further
  get gets getting go goes going gone got gotten had has have having he her here hers herself
  him himself his how however i if in into is it its itself just least less let lets like lot
  lots many may me might mine more most much must my myself neither nor of off often oh ok okay
  on once one ones only onto or other others otherwise our ours ourselves out over own per
  perhaps please pretty quite rather really said same say says see seem seems several shall she
  should since so some somebody someone something sometimes somewhat still such sure than that
  the their theirs them themselves then there these they thing things this those though through
  thru to too toward towards um uh under until up upon us use used using very via was we well
  were what whatever when whenever where whether which while who whom whose why will with
  within without would yeah yes yet you your yours yourself yourselves hi hello hey dear
  actually anyway basically honestly maybe today yesterday tomorrow seem seems seemed look looks
  looked feel feels felt keep keeps kept think thought know knew want wanted
  i'm i've i'd i'll you're you've you'd you'll he's he'd he'll she's she'd she'll it's it'd
  it'll we're we've we'd we'll they're they've they'd they'll that's that'd that'll there's
  there'd there'll here's what's what'd what'll who's who'd who'll where's when's why's how's
  let's y'all ya gonna wanna gotta kinda sorta`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Stop words that still start a two-word phrase: "not working" or "can't login" says what is
 * wrong, where "not" alone says nothing.
 */
export const NEGATIONS: ReadonlySet<string> = new Set(
  `not no never nothing nobody none cannot can't don't doesn't didn't won't wouldn't isn't aren't
  wasn't weren't hasn't haven't hadn't couldn't shouldn't mustn't needn't ain't`
    .split(/\s+/)
    .filter(Boolean),
);
