# レジャー麻雀大会ルールが最初に使う共通の違反名と質問。他のルールセットもそのまま使える。ほかの場所で重複定義しないこと。

incident-cheating = 不正行為
incident-information-passing = 情報伝達（ほのめかし・合図）
incident-disruptive-conduct = 理由のない騒ぎ立て（无理取闹）
incident-false-kong = 偽りのカン（诈杠）
incident-under-minimum-win = 最低点未満の和了（强和）
incident-wrong-win = 错和（誤った和了）
incident-naming-discard = 打牌時に牌名を発声

question-holds_kong = その選手はこの局でカンをしていますか？
question-tile_count = 牌は多いですか、少ないですか？
question-tile_count-too-many = 多い（大相公）
question-tile_count-too-few = 少ない（小相公）
question-hand_end = この局はどう終わりましたか？
question-hand_end-won = 誰かが和了した
question-hand_end-drawn = 流局
question-under_dead_hand = 宣言したとき、その選手はすでに和了放棄中（相公や不正の後など）でしたか？
question-under_dead_hand-help = 和了放棄中の和了宣言は故意の诈和（有意诈和）です。
question-was_tenpai = 宣言したとき、その選手はテンパイしていましたか？
question-was_tenpai-help = テンパイしていて手を完成させない牌で宣言したのは错和、最低点に満たないのは强和です。それぞれの項目で裁定してください。
