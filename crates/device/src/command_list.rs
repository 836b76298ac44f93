// The one list of the commands the UI may call, each answered by `dispatch.rs` (through the
// app's IPC entry point `call`, `ipc.rs`, or for a photo's raw bytes `prepare_photo`; the
// browser build calls the same `dispatch`). Everything else follows from it or is checked
// against it:
//
// - `command_drift.rs` fails, naming the command and the file, when `dispatch` does not
//   answer each (or answers one not listed), when `ui/src/lib/api.ts` does not
//   `call('<command>')` each, or when `docs/ipc.md` does not describe each;
// - `ui/src/lib/bindings/Command.ts` (the names the UI may `call`) is generated from it by the
//   bindings test (`MJREF_UPDATE_BINDINGS=1 cargo test -p device bindings`).

/// Calls the macro `$then` with every command's name, comma-separated.
macro_rules! with_ipc_commands {
    ($then:ident) => {
        $then! {
            get_event,
            held_events,
            choose_event,
            save_event,
            referee_team,
            seal_key,
            publish_referees,
            enrol_device,
            share_event,
            event_version,
            import_roster,
            export_roster,
            list_rulesets,
            get_catalogue,
            replay_scenario,
            evaluate_ruling,
            record_ruling,
            list_rulings,
            record_scores,
            get_standings,
            analyse_hand,
            read_hand,
            match_teams,
            settle_drawn_hand,
            check_record,
            export_bundle,
            check_upload,
            import_bundle,
            device_role,
            void_ruling,
            unlock_device,
            evaluate_amendment,
            amend_ruling,
            review_event,
            export_report,
            open_report,
            ruling_history,
            prepare_photo,
            list_cases,
            case_view,
            file_appeal,
            add_case_photo,
            add_case_note,
            decide_case,
            photo_data,
            hall_status,
            open_hall,
            close_hall,
            pair_with_hall,
            refuse_device,
            revoke_device,
            hall_pair_request,
            hall_pair_answer,
            hall_sync_request,
            hall_sync_answer,
            record_generation,
            export_case,
        }
    };
}

/// The names as strings: `with_ipc_commands!(command_names)` is a `&[&str]`.
macro_rules! command_names {
    ($($command:ident),* $(,)?) => {
        &[$(stringify!($command)),*]
    };
}
