//! Every ruleset's hand table (`[hand]` in `rules-data/<ruleset>/hand/`) names only the
//! circumstances and tiles seen that a hand entry can say (`Conditions::parse`), so a word in
//! the data the engines cannot read fails here and not on a referee's tablet; and what a table
//! does not name, its engine refuses.

use tiles::{Conditions, HandError, Ruleset};

#[test]
fn each_hand_table_names_only_what_a_hand_entry_can_say() {
    for engine in [Ruleset::Sbr2025, Ruleset::Mcr2006, Ruleset::Jsma] {
        let rules = engine.hand_rules();
        let id = engine.id();
        assert!(!rules.circumstances.is_empty(), "{id}");
        for word in &rules.circumstances {
            let c = Conditions::parse(word).unwrap_or_else(|e| panic!("{id}: {word}: {e}"));
            let on: Vec<&str> = (c.flags().into_iter())
                .filter(|(on, _)| *on)
                .map(|(_, w)| w)
                .collect();
            assert_eq!(on, [word.as_str()], "{id}");
            assert_eq!(rules.check_conditions(id, &c), Ok(()), "{id}: {word}");
        }
        for name in &rules.tiles_seen {
            let c = Conditions::parse(&format!("{name}=1m"))
                .unwrap_or_else(|e| panic!("{id}: {name}: {e}"));
            let given = c.tile_lists().into_iter().find(|(n, _)| n == name);
            assert!(given.is_some_and(|(_, t)| !t.is_empty()), "{id}: {name}");
            assert_eq!(rules.check_conditions(id, &c), Ok(()), "{id}: {name}");
        }
        // What the table does not name is refused, by its word.
        for (_, word) in Conditions::default().flags() {
            if rules.circumstances.iter().any(|w| w == word) {
                continue;
            }
            let c = Conditions::parse(word).unwrap();
            assert_eq!(
                rules.check_conditions(id, &c),
                Err(HandError::CircumstanceNotPlayed {
                    ruleset: id.into(),
                    circumstance: word.into()
                })
            );
        }
        for (name, _) in Conditions::default().tile_lists() {
            if rules.tiles_seen.iter().any(|n| n == name) {
                continue;
            }
            let c = Conditions::parse(&format!("{name}=1m")).unwrap();
            assert!(rules.check_conditions(id, &c).is_err(), "{id}: {name}");
        }
    }
}
