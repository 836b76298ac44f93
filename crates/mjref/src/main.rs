//! `mjref`: the command-line twin of the app (see `shared/design/contract.md`). A thin layer:
//! it parses arguments, calls `rulebook`, `ledger` and `tiles`, and prints one JSON document.

mod appeal;
mod arg_error;
mod bench;
mod bench_cases;
mod bench_hall;
mod bench_hands;
mod bench_jsma;
mod bench_mcr;
mod bench_photos;
mod bench_record;
mod bench_review;
mod check;
mod commands;
mod desk;
mod event;
mod hall;
mod hand;
mod output;
mod record;
mod review;
mod serve;
mod settle;

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "mjref",
    version,
    about = "MJ Referee: rulings, scenarios and the record"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// Print exactly one JSON document on stdout.
    #[arg(long, global = true)]
    json: bool,
    /// Language of names, summaries, explanations and errors.
    #[arg(long, global = true, default_value = "en", value_parser = ["zh-CN", "en", "ja"])]
    lang: String,
}

#[derive(Subcommand)]
enum Command {
    /// The rulesets this build knows.
    Rulesets,
    /// One ruleset's penalty catalogue.
    Catalog { ruleset: String },
    /// The verdict for a first offence with no history.
    Rule {
        ruleset: String,
        incident: String,
        /// An answered question, KEY=VALUE (repeatable).
        #[arg(long = "fact", value_name = "KEY=VALUE")]
        facts: Vec<String>,
    },
    /// Check one ruleset as it is on disk: data, strings in every language, scenarios.
    CatalogCheck {
        ruleset: String,
        #[arg(long, default_value = "rules-data")]
        rules: PathBuf,
        #[arg(long, default_value = "locales")]
        locales: PathBuf,
        #[arg(long, default_value = "crates/rulebook/tests/scenarios")]
        scenarios: PathBuf,
    },
    /// Replay a scenario file: verdicts and standings.
    Scenario { file: PathBuf },
    /// A hand's waits (each with its fan), or with --win the win's fans and points.
    Hand(hand::HandArgs),
    /// Settle a drawn hand (查叫, 查花猪) and its kongs: FILE is the table as JSON, `-` for
    /// standard input.
    Settle { ruleset: String, file: PathBuf },
    /// The event, shared through the record: created and changed by its head referee.
    Event {
        #[command(subcommand)]
        command: event::EventCommand,
    },
    /// The devices of the head's hall: who is enrolled, revoked or waiting.
    Hall {
        #[command(subcommand)]
        command: hall::HallCommand,
    },
    /// Open the head's hall on the venue's network: serve the browser build and sync every
    /// enrolled device, until SIGTERM or SIGINT.
    Serve {
        #[arg(long)]
        db: PathBuf,
        /// The address and port to listen on (0.0.0.0:8470: every network of this machine).
        #[arg(long)]
        listen: String,
        /// A file whose first line is the passphrase of the head's sealed key (else
        /// MJREF_PASSPHRASE).
        #[arg(long)]
        passphrase_file: Option<PathBuf>,
        /// The browser build's folder (else MJREF_WEB_DIR, else target/web).
        #[arg(long)]
        web: Option<PathBuf>,
    },
    /// Ask a hall to enrol this device, under the pairing code its head shows.
    Pair {
        #[arg(long)]
        db: PathBuf,
        /// The hall's address (as the QR code gives it).
        #[arg(long)]
        hall: String,
        #[arg(long)]
        code: String,
        /// The name the head sees (else the event's referee on this device).
        #[arg(long)]
        name: Option<String>,
    },
    /// Sync this device's record with its hall, both ways; with --follow, round after round
    /// until SIGTERM.
    Sync {
        #[arg(long)]
        db: PathBuf,
        #[arg(long)]
        hall: String,
        #[arg(long)]
        follow: bool,
    },
    /// The record on this device.
    Log {
        #[command(subcommand)]
        command: LogCommand,
    },
    /// Check a bundle file or a database: signatures, chains, ids. Exits non-zero on any
    /// problem.
    #[command(group(clap::ArgGroup::new("source").required(true).args(["file", "db"])))]
    Verify {
        file: Option<PathBuf>,
        #[arg(long)]
        db: Option<PathBuf>,
    },
    /// Write every signed event of the record to a bundle file.
    Export {
        #[arg(long)]
        db: PathBuf,
        #[arg(long)]
        out: PathBuf,
    },
    /// Add a bundle's events to the record: all of them, or none when any check fails.
    Import {
        #[arg(long)]
        db: PathBuf,
        file: PathBuf,
    },
    /// This device's public key, for the referee list. A sealed key is opened with the
    /// passphrase in MJREF_PASSPHRASE.
    Device {
        #[arg(long)]
        db: PathBuf,
        /// Seal the key with the passphrase in MJREF_PASSPHRASE (required for the head
        /// referee's and the appeals committee's devices).
        #[arg(long)]
        seal: bool,
    },
    /// Sign the event's referee list as its head referee (this device is listed as head).
    Referees {
        #[arg(long)]
        db: PathBuf,
        /// The head referee's name.
        #[arg(long)]
        name: String,
        /// Another referee: DEVICE=ROLE[:NAME], ROLE one of floor, head, appeals (repeatable).
        #[arg(long = "referee", value_name = "DEVICE=ROLE[:NAME]")]
        referees: Vec<String>,
        #[arg(long, default_value = "default")]
        event: String,
        /// The referee list this one follows (its id), signed by that list's head: to hand the
        /// head role on, name the new head with --referee DEVICE=head.
        #[arg(long, value_name = "LIST_ID")]
        follows: Option<String>,
    },
    /// The head referee's review: the event's rulings under filters (combined with AND), with
    /// per-player and per-table summaries and possible duplicates.
    Review(review::ReviewArgs),
    /// The penalty log or the standings as a file for the scoring office (CSV, UTF-8 with a
    /// byte-order mark; columns in docs/reports.md).
    Report(review::ReportArgs),
    /// Record a table's raw session scores (as the app's Standings screen does).
    Scores(review::ScoresArgs),
    /// Appeal cases: file, evidence, notes, the decision, the case file.
    Appeal {
        #[command(subcommand)]
        command: appeal::AppealCommand,
    },
    /// Measure; prints figures.
    Bench {
        #[command(subcommand)]
        command: BenchCommand,
    },
}

#[derive(Subcommand)]
enum LogCommand {
    /// Decide and record a ruling; prints only after the commit.
    Add(Box<commands::AddArgs>),
    /// Every recorded event, oldest first.
    List {
        #[arg(long)]
        db: PathBuf,
    },
    /// Void a recorded event (head referee only): a new signed event, never a deletion.
    Void(ChangeArgs),
    /// Amend a recorded event (head referee only) with a JSON object of changes.
    Amend {
        #[command(flatten)]
        change: ChangeArgs,
        #[arg(long)]
        changes: String,
    },
}

#[derive(clap::Args)]
struct ChangeArgs {
    #[arg(long)]
    db: PathBuf,
    /// The id of the event it changes.
    #[arg(long)]
    id: String,
    /// Why: the void's or the amendment's reason.
    #[arg(long, default_value = "")]
    note: String,
    #[arg(long, default_value = "cli")]
    referee: String,
}

#[derive(Subcommand)]
enum BenchCommand {
    /// Recording one ruling against a bare single-row INSERT, both with synchronous=FULL.
    Record {
        #[arg(long, default_value_t = 300)]
        n: usize,
    },
    /// Records rulings into DB until killed, printing each one's id only after its commit:
    /// the child the crash test kills.
    #[command(hide = true)]
    UntilKilled {
        #[arg(long)]
        db: PathBuf,
    },
    /// Verifying a record of N signed events on one thread, and importing a bundle of
    /// IMPORT events into a new database.
    Verify {
        #[arg(long, default_value_t = 100_000)]
        n: usize,
        #[arg(long, default_value_t = 10_000)]
        import: usize,
    },
    /// Reading the scoring office's roster file: PLAYERS players in SESSIONS sessions, every
    /// session seated afresh, read and written back.
    Roster {
        #[arg(long, default_value_t = 500)]
        players: usize,
        #[arg(long, default_value_t = 9)]
        sessions: usize,
    },
    /// The head referee's review of N rulings (9 sessions, 120 tables, 480 players): filters,
    /// summaries, chip counts and possible duplicates.
    Review {
        #[arg(long, default_value_t = 10_000)]
        n: usize,
    },
    /// The head's hall on loopback: TABLETS tablets recording and syncing for SECONDS (a
    /// burst at mid-run), each ruling's saved → acknowledged time, nothing lost or twice;
    /// then a fresh tablet's first sync with a head of JOIN rulings (0 skips either part).
    /// BASE: rulings the head holds before the tablets start (late in an event).
    Hall {
        #[arg(long, default_value_t = 40)]
        tablets: usize,
        #[arg(long, default_value_t = 120.0)]
        seconds: f64,
        #[arg(long, default_value_t = 0)]
        base: usize,
        #[arg(long, default_value_t = 10_000)]
        join: usize,
    },
    /// The standings of a session of TABLES tables printed as A4 PDF (zh-CN and ja).
    Report {
        #[arg(long, default_value_t = 120)]
        tables: usize,
    },
    /// A 12-megapixel photo prepared as evidence, and verifying a record of N photos.
    Photos {
        #[arg(long, default_value_t = 200)]
        n: usize,
    },
    /// Waits and the maximum fan of random SBR hands: the engine, the brute-force reference
    /// and the xiangting crate's shanten on the same hands.
    Hands {
        #[arg(long, default_value_t = 100_000)]
        n: usize,
    },
    /// MCR fans of the cases in a JSONL file (the oracle comparison's), answers written to
    /// OUT, and the counting's throughput.
    McrFans {
        #[arg(long)]
        cases: std::path::PathBuf,
        #[arg(long)]
        out: std::path::PathBuf,
    },
    /// MCR waits of random hands: the fast path's throughput beside the reference's.
    McrWaits {
        #[arg(long, default_value_t = 200_000)]
        n: usize,
    },
    /// JSMA wins of the cases in a JSONL file (the oracle comparison's), answers written to
    /// OUT, and the counting's throughput.
    JsmaHands {
        #[arg(long)]
        cases: std::path::PathBuf,
        #[arg(long)]
        out: std::path::PathBuf,
    },
    /// JSMA waits, furiten and 有効テンパイ of random hands: the fast path's throughput beside
    /// the reference's.
    JsmaWaits {
        #[arg(long, default_value_t = 200_000)]
        n: usize,
    },
}

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let cli = match Cli::try_parse_from(&args) {
        Ok(cli) => cli,
        Err(e) => return arg_error::refuse(e, &args),
    };
    let out = output::Output::new(cli.json, &cli.lang);
    let code = match run(&out, cli.command) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            out.error(&e);
            ExitCode::FAILURE
        }
    };
    // A command whose output could not be written has failed, whatever it did.
    match out.finish() {
        Ok(()) => code,
        Err(_) => ExitCode::FAILURE,
    }
}

/// Runs one command; `Ok(false)` when it printed its answer and that answer is a failure (a
/// record that does not verify).
fn run(out: &output::Output, command: Command) -> Result<bool, output::CliError> {
    let result = match command {
        Command::Rulesets => commands::rulesets(out),
        Command::Catalog { ruleset } => commands::catalog(out, &ruleset),
        Command::Rule {
            ruleset,
            incident,
            facts,
        } => commands::rule(out, &ruleset, &incident, &facts),
        Command::Scenario { file } => commands::scenario(out, &file),
        Command::Hand(args) => hand::hand(out, &args),
        Command::Settle { ruleset, file } => settle::settle(out, &ruleset, &file),
        Command::CatalogCheck {
            ruleset,
            rules,
            locales,
            scenarios,
        } => check::run(
            out,
            &check::CheckArgs {
                ruleset,
                rules,
                locales,
                scenarios,
            },
        ),
        Command::Log {
            command: LogCommand::List { db },
        } => commands::log_list(out, &db),
        Command::Log {
            command: LogCommand::Add(args),
        } => commands::log_add(out, &args),
        Command::Verify { file, db } => {
            return record::verify(out, file.as_deref(), db.as_deref());
        }
        Command::Device { db, seal } => record::device(out, &db, seal),
        Command::Referees {
            db,
            name,
            referees,
            event,
            follows,
        } => record::referees(out, &db, &event, &name, &referees, follows.as_deref()),
        Command::Log {
            command: LogCommand::Void(c),
        } => record::change(out, &c.db, &c.referee, &c.id, &c.note, record::Change::Void),
        Command::Log {
            command: LogCommand::Amend { change: c, changes },
        } => record::change(
            out,
            &c.db,
            &c.referee,
            &c.id,
            &c.note,
            record::Change::Amend(&changes),
        ),
        Command::Review(args) => review::review(out, &args),
        Command::Report(args) => review::report(out, &args),
        Command::Scores(args) => review::scores(out, &args),
        Command::Export { db, out: file } => record::export(out, &db, &file),
        Command::Event { command } => event::run(out, command),
        Command::Hall { command } => hall::run(out, command),
        Command::Serve {
            db,
            listen,
            passphrase_file,
            web,
        } => serve::serve(out, &db, &listen, passphrase_file.as_deref(), web),
        Command::Pair {
            db,
            hall,
            code,
            name,
        } => serve::pair(out, &db, &hall, &code, name),
        Command::Sync { db, hall, follow } => serve::sync(out, &db, &hall, follow),
        Command::Appeal { command } => appeal::run(out, command),
        Command::Import { db, file } => record::import(out, &db, &file),
        Command::Bench {
            command: BenchCommand::Record { n },
        } => bench::record(out, n),
        Command::Bench {
            command: BenchCommand::UntilKilled { db },
        } => bench::until_killed(out, &db),
        Command::Bench {
            command: BenchCommand::Verify { n, import },
        } => bench_record::verify(out, n, import),
        Command::Bench {
            command: BenchCommand::Review { n },
        } => bench_review::review_bench(out, n),
        Command::Bench {
            command:
                BenchCommand::Hall {
                    tablets,
                    seconds,
                    base,
                    join,
                },
        } => bench_hall::hall_bench(out, tablets, seconds, base, join),
        Command::Bench {
            command: BenchCommand::Report { tables },
        } => bench_review::report_bench(out, tables),
        Command::Bench {
            command: BenchCommand::Hands { n },
        } => bench_hands::hands(out, n),
        Command::Bench {
            command: BenchCommand::Photos { n },
        } => bench_photos::photos(out, n),
        Command::Bench {
            command: BenchCommand::McrFans { cases, out: to },
        } => bench_mcr::fans(out, &cases, &to),
        Command::Bench {
            command: BenchCommand::McrWaits { n },
        } => bench_mcr::waits(out, n),
        Command::Bench {
            command: BenchCommand::JsmaHands { cases, out: to },
        } => bench_jsma::hands(out, &cases, &to),
        Command::Bench {
            command: BenchCommand::JsmaWaits { n },
        } => bench_jsma::waits(out, n),
        Command::Bench {
            command: BenchCommand::Roster { players, sessions },
        } => bench::roster(out, players, sessions),
    };
    result.map(|()| true)
}
