# 複式（IMP）の試合と局ごとの成績に関するエラー。
error-player-without-team = { $player } はどのチームの名簿にも載っていないため、その得点をどのチームの IMP に数えるか決められません。
error-room-not-two-pairs = セッション { $session } には、異なる 2 チームのペアが向かい合って（東西・南北）座る必要があります。
error-match-not-two-teams = 試合 { $match } には { $teams } チームがいます。複式の試合はちょうど 2 チームで行います。
error-hands-disagree = セッション { $session }：{ $player } の局ごとの得点の合計は { $hands } ですが、成績は { $score } です。どちらかを訂正してください。
error-empty-team-name = すべてのチームに名前が必要です。
error-duplicate-team = チーム { $team } が二重に登録されています。
error-player-in-two-teams = { $player } が二つのチームに入っています。選手は一つのチームにしか所属できません。
error-ruleset-not-duplicate = ルール { $ruleset } には複式の対戦がありません。2V2 ルールを選ぶか、対戦を削除してください。
error-match-needs-two-tables = 対戦 { $match } には異なる二つの卓（オープンルームとクローズドルーム）が必要です。
error-table-in-two-matches = { $table } 番卓が二つの対戦に入っています。一つの卓は一つの対戦だけを行います。
error-table-not-two-pairs = { $table } 番卓には、異なる二チームのペアが向かい合わせ（東西・南北）に座る必要があります。
error-hands-needed = { $table } 番卓は複式の対戦です。もう一方の部屋と局ごとに比べるため、点数を局ごとに入力してください。
error-missing-hand-score = { $table } 番卓 第 { $hand } 局：{ $player } の点数を入力してください。
