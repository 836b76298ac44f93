//! One function per command of the contract.

use crate::output::{CliError, Output};
use rulebook::scenario::{replay, Scenario};
use rulebook::{builtin_ruleset, rule as decide, RuleError, Ruling, Value};
use serde_json::json;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use tournament::RulingDraft;

use crate::desk::{catalogues, existing, open_desk, referee_of};

type Result<T = ()> = std::result::Result<T, CliError>;

pub fn rulesets(out: &Output) -> Result {
    let list: Vec<_> = catalogues()
        .iter()
        .map(|c| {
            json!({"id": c.id, "name": out.plain(&c.name_id()), "version": c.version,
                   "rulebook": c.rulebook, "incidents": c.incidents.len()})
        })
        .collect();
    out.print(&list, || {
        list.iter()
            .map(|r| {
                format!(
                    "{}\t{}",
                    r["id"].as_str().unwrap(),
                    r["name"].as_str().unwrap()
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    });
    Ok(())
}

pub fn catalog(out: &Output, ruleset: &str) -> Result {
    let c = builtin_ruleset(ruleset)?;
    let entries: Vec<_> = c
        .incidents
        .iter()
        .map(|i| {
            let questions: Vec<_> = i
                .questions
                .iter()
                .map(|q| json!({"id": q.id, "kind": q.kind, "text": out.plain(&q.text_id),
                                "choices": q.choices.iter().map(|ch| &ch.value).collect::<Vec<_>>()}))
                .collect();
            let outcomes: Vec<_> = i
                .outcomes
                .iter()
                .map(|o| json!({"id": o.id, "tier": o.tier, "sanctions": o.sanctions, "options": o.options,
                                "reason": out.with_args(&o.reason_id, &o.reason_args)}))
                .collect();
            json!({"incident": i.key, "article": i.article, "name": out.plain(&i.name_id),
                   "summary": out.with_args(&i.summary_id, &i.summary_args), "category": i.category,
                   "applicable": i.applicable,
                   "interpretation": i.interpretation_id.as_deref().map(|id| out.with_args(id, &i.summary_args)),
                   "questions": questions, "outcomes": outcomes})
        })
        .collect();
    out.print(&entries, || {
        entries
            .iter()
            .map(|e| {
                format!(
                    "{}\t{}\t{}",
                    e["incident"].as_str().unwrap(),
                    e["article"].as_str().unwrap(),
                    e["name"].as_str().unwrap()
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    });
    Ok(())
}

/// `KEY=VALUE` pairs as untyped answers; the incident's questions give them their types.
fn parse_facts(facts: &[String]) -> Result<BTreeMap<String, Value>> {
    facts
        .iter()
        .map(|f| match f.split_once('=') {
            Some((k, v)) if !k.trim().is_empty() => {
                Ok((k.trim().to_string(), Value::Text(v.trim().to_string())))
            }
            _ => Err(RuleError::MalformedFact {
                fact: f.clone(),
                value: String::new(),
            }
            .into()),
        })
        .collect()
}

pub fn rule(out: &Output, ruleset: &str, incident: &str, facts: &[String]) -> Result {
    let c = builtin_ruleset(ruleset)?;
    let inc = c
        .incident(incident)
        .ok_or_else(|| RuleError::UnknownIncident {
            ruleset: ruleset.into(),
            incident: incident.into(),
        })?;
    let facts = rulebook::facts::resolve(inc, &parse_facts(facts)?, None)?;
    let v = decide(
        &c,
        &Ruling {
            incident,
            player: "",
            hand: None,
            facts: &facts,
            choice: None,
            history: &[],
            hall_warnings: &[],
        },
    )?;
    out.print(&out.verdict_json(&v), || out.explanation(&v));
    Ok(())
}

pub fn scenario(out: &Output, file: &Path) -> Result {
    let text = tournament::input::read_text(file, tournament::input::TextFile::Scenario)?;
    let s: Scenario = serde_json::from_str(&text).map_err(|e| CliError::bad_file(file, e))?;
    let c = builtin_ruleset(&s.ruleset)?;
    let result = replay(&c, &s)?;
    let verdicts: Vec<_> = result
        .verdicts
        .iter()
        .map(|sv| {
            let mut v = out.verdict_json(&sv.verdict);
            v["session"] = sv.session.clone().into();
            v["player"] = sv.player.clone().into();
            v
        })
        .collect();
    let mut doc =
        json!({"verdicts": verdicts, "standings": result.standings, "totals": result.totals});
    if !result.matches.is_empty() {
        doc["matches"] = json!(result.matches);
        doc["team_totals"] = json!(result.team_totals);
    }
    out.print(&doc, || {
        let players = result
            .totals
            .iter()
            .map(|t| format!("{}\t{}\t{}", t.player, t.score, t.rank_points));
        let teams = result
            .team_totals
            .iter()
            .map(|t| format!("{}\t{}\t{}", t.team, t.imp, t.wins));
        players.chain(teams).collect::<Vec<_>>().join("\n")
    });
    Ok(())
}

#[derive(clap::Args)]
pub struct AddArgs {
    #[arg(long)]
    pub db: PathBuf,
    #[arg(long)]
    pub ruleset: String,
    #[arg(long)]
    pub session: String,
    #[arg(long)]
    pub player: String,
    #[arg(long)]
    pub incident: String,
    #[arg(long)]
    pub hand: Option<u32>,
    #[arg(long)]
    pub table: Option<u32>,
    /// An answered question, KEY=VALUE (repeatable).
    #[arg(long = "fact", value_name = "KEY=VALUE")]
    pub facts: Vec<String>,
    #[arg(long, default_value = "")]
    pub note: String,
    /// Who records (default: the referee the event's setup names on this device).
    #[arg(long)]
    pub referee: Option<String>,
    #[arg(long, default_value = "default")]
    pub event: String,
}

pub fn log_add(out: &Output, a: &AddArgs) -> Result {
    let draft = RulingDraft {
        session: a.session.clone(),
        table: a.table,
        hand: a.hand,
        player: a.player.clone(),
        incident: a.incident.clone(),
        answers: parse_facts(&a.facts)?,
        choice: None,
        note: a.note.clone(),
    };
    let mut desk = open_desk(&a.db)?;
    desk.under(&a.ruleset, &a.event)?;
    let referee = a
        .referee
        .clone()
        .unwrap_or_else(|| referee_of(&desk).to_string());
    let saved = desk.record(&draft, &crate::desk::stamp(&referee))?;
    let doc =
        json!({"id": saved.id, "seq": saved.seq, "verdict": out.verdict_json(&saved.verdict)});
    out.print(&doc, || {
        format!(
            "{} #{}: {}",
            saved.id,
            saved.seq,
            out.explanation(&saved.verdict)
        )
    });
    Ok(())
}

pub fn log_list(out: &Output, db: &Path) -> Result {
    let entries = tournament::log(&ledger::Store::open(existing(db)?)?, None)?;
    out.print(&entries, || {
        entries
            .iter()
            .map(|e| {
                format!(
                    "{}\t{}\t{}\t{}\t{}",
                    e.seq, e.recorded_at, e.session, e.player, e.incident
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    });
    Ok(())
}
