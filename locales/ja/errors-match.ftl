# 複式（IMP）の試合と局ごとの成績に関するエラー。
error-player-without-team = { $player } はどのチームの名簿にも載っていないため、その得点をどのチームの IMP に数えるか決められません。
error-room-not-two-pairs = セッション { $session } には、異なる 2 チームのペアが向かい合って（東西・南北）座る必要があります。
error-match-not-two-teams = 試合 { $match } には { $teams } チームがいます。複式の試合はちょうど 2 チームで行います。
error-hands-disagree = セッション { $session }：{ $player } の局ごとの得点の合計は { $hands } ですが、成績は { $score } です。どちらかを訂正してください。
