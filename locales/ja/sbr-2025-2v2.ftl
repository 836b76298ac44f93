# 四川麻雀（SBR）2025 ダブルス（2V2）補足規則：罰則の段階、各項目の要約（独自の表現）、判定理由。
# ここで上書きしない項目は sbr-2025 の文字列を使う。

tier-sbr-2025-2v2-1 = 第一類の罰則（ダブルス）
tier-sbr-2025-2v2-2 = 第二類の罰則（ダブルス）
tier-sbr-2025-2v2-3 = 第三類の罰則（ダブルス）
tier-sbr-2025-2v2-4 = 第四類の罰則（ダブルス）
tier-sbr-2025-2v2-dead-hand = 特別：和了放棄

sbr-2025-2v2-standings-interpretation = 複式でない大会：回戦ごとに同じ卓の二組それぞれのペアの点数を合計し、合計の多い組が順位点 { $rank_points_1 }、もう一組が { $rank_points_2 }。合計が同じなら追いついた組、つまり引き分けでない最後の局でプラスを得た組の勝ち。全局が引き分けなら規則に定めがなく、本アプリは本規則の「同順位は順位点を分け合う」に倣って { $tied_first_two } ずつとする。回戦負けの組が出たらその回戦は相手の勝ち、両組とも負けなら勝者なし。順位点の減点はチームのステージ合計から引く。複式：局ごとにオープンルームとクローズドルームのチームの二組の点数を合計し、プラスならそれがその局の差分、そうでなければ計上しない。表で IMP に換算して局ごとに合計し、IMP の減点は合計から引く。大会は別に定めることができる。局ごとの成績が入力されていれば、本アプリはそれで追いついた組を判定する。回戦の合計しかないときは、合計が同じなら { $tied_first_two } ずつ分ける。複式では、点数の減点はその局の同卓の相手ペアに同じ点として加え、二人で等分する。局番号のない裁定はその回戦の最後の局に数える。試合を負けとされたチームの試合は相手チームの勝ち。ステージのチームの順位は IMP 合計による。

# 遅刻（第四条 一）
sbr-2025-2v2-late-arrival-summary = 受付締切または開始時刻にいなければ遅刻で、罰はその選手のチームにかかる。順位点の大会：{ $rank-points-first-band-minutes_late_le } 分以内は順位点 { $rank-points-first-band-rank_points } 減、{ $rank-points-second-band-minutes_late_gt } 分超 { $rank-points-second-band-minutes_late_le } 分以内は { $rank-points-second-band-rank_points } 減、{ $rank-points-substitute-minutes_late_gt } 分超は補欠が出場して { $rank-points-substitute-rank_points } 減、補欠がいなければその試合は負け。IMP の大会：両ルームの全員が待つ。{ $imp-first-band-minutes_late_le } 分以内は IMP { $imp-first-band-imp } 減、{ $imp-second-band-minutes_late_gt } 分超 { $imp-second-band-minutes_late_le } 分以内は { $imp-second-band-imp } 減、{ $imp-last-band-minutes_late_gt } 分超は補欠が出場して { $imp-last-band-imp } 減、補欠がいなければ待ち続ける。さらに審判は遅刻 10 分につき一局の割合で両ルーム同時に局を取り消すことができ、取り消した一局ごとに相手チームに IMP { $imp-last-band-imp_to_opponents } を与える。
sbr-2025-2v2-late-arrival-interpretation = IMP の大会で { $imp-last-band-minutes_late_gt } 分超・補欠なしのとき、規則は「待ち続ける」としか言わない。本アプリは IMP { $imp-last-band-imp } 減をそのまま適用する。何副取り消すかは審判が日程も考えて決める（規則の目安は 10 分につき一副）ため、本アプリはその数を尋ね、一副ごとに相手チームへ IMP { $imp-last-band-imp_to_opponents } を補償する。順位点の大会の「その試合は負け」は試合全体を指す。本アプリは回戦負けとして記録し、一試合が複数の回戦からなるなら残りの回戦もすべて負けとする。大会規程で遅刻の区分や減点を別に定めてもよい（本規則第十二条 一。補足細則はこれを変えていない）。
sbr-2025-2v2-late-arrival-rank-points-first-band = { $minutes_late } 分の遅刻、{ $minutes_late_le } 分以内：チームの順位点 { $rank_points } 減。
sbr-2025-2v2-late-arrival-rank-points-second-band = { $minutes_late } 分の遅刻、{ $minutes_late_gt } 分超 { $minutes_late_le } 分以内：チームの順位点 { $rank_points } 減。
sbr-2025-2v2-late-arrival-rank-points-substitute = { $minutes_late } 分の遅刻、{ $minutes_late_gt } 分超：補欠が出場し、チームの順位点 { $rank_points } 減。
sbr-2025-2v2-late-arrival-rank-points-no-substitute = { $minutes_late } 分の遅刻、{ $minutes_late_gt } 分超で補欠なし：その試合は負け。
sbr-2025-2v2-late-arrival-imp-first-band = { $minutes_late } 分の遅刻、{ $minutes_late_le } 分以内：チームの IMP { $imp } 減。審判は 10 分につき一局を取り消せ、一局ごとに相手に IMP { $imp_to_opponents }。
sbr-2025-2v2-late-arrival-imp-second-band = { $minutes_late } 分の遅刻、{ $minutes_late_gt } 分超 { $minutes_late_le } 分以内：チームの IMP { $imp } 減。審判は 10 分につき一局を取り消せ、一局ごとに相手に IMP { $imp_to_opponents }。
sbr-2025-2v2-late-arrival-imp-last-band = { $minutes_late } 分の遅刻、{ $minutes_late_gt } 分超：補欠が出場（いなければ待ち続ける）し、チームの IMP { $imp } 減。審判は 10 分につき一局を取り消せ、一局ごとに相手に IMP { $imp_to_opponents }。

# 情報の伝達（第四条 二）
sbr-2025-2v2-information-passing-summary = 対局中に、同卓の選手やチームメイトに対して、どんな方法であれ対局の情報（和了の点数、その時点の点差、手の形など）を聞き出したり伝えたりする：第三類。注意されても続ける：第一類。
sbr-2025-2v2-information-passing-first = 対局中の故意の行為である対局情報の伝達：第三類。点数 { $score_from }〜{ $score_to } 減を審判が選ぶ。同じ回戦でその選手への前回の減点より下げない（第三条 三（七））。
sbr-2025-2v2-information-passing-persistent = 注意後も対局情報を伝達：第一類、審判長が決定。

# 牌の露見（第四条 三（一））
sbr-2025-2v2-board-exposed-summary = 複式の大会で、局の開始前に他の選手の牌を何枚も見た、山の表を見た、その他の理由でボードが露見した：そのボードを作り直し、すでに打った選手も打ち直す。罰則は定められていない。
sbr-2025-2v2-board-exposed-regenerate = ボードが露見した：作り直して全員が打ち直す。

# 複式が成立しない（第四条 三（二）（三））
sbr-2025-2v2-board-not-duplicated-summary = 方向・座席・山の誤りなどで二つのルームが同じボードを打たなかった：時間があれば作り直して打ち直す。時間が足りなければ打ち直しの局数を減らす。打ち直せなければその局は無効とし、引き分けとして扱う。節（ラウンド）の終了予定時刻から 30 分以内に卓の両チームまたは両チームのコーチが指摘し認めたものも、無効にして打ち直すか引き分けにできる。罰則は定められていない。
sbr-2025-2v2-board-not-duplicated-interpretation = 「引き分けとして扱う」は、その局の両チームの差分を 0、つまり双方 IMP 0 と読む。
sbr-2025-2v2-board-not-duplicated-replay = 複式不成立：牌を作り直し、両ルームで打ち直す。
sbr-2025-2v2-board-not-duplicated-void = 複式不成立で打ち直せない：その局は無効、両ルームとも引き分け（双方 IMP 0）。

# 多牌・少牌（第四条 四、本規則 第十二条 七）
sbr-2025-2v2-wrong-tile-count-summary = 手牌と副露の枚数が合わない（多牌・少牌）。故意、またはそれで誤りを隠そうとした：非スポーツ行為で第一類。過失で複式でない大会：この局は和了放棄。過失で複式の大会：全員が正しいツモを互いに注意し合う義務があり、戻せるものは戻す。戻せず、本人の行為が原因なら和了放棄。
sbr-2025-2v2-wrong-tile-count-interpretation = 複式で和了放棄になるのは、枚数違いがさかのぼって直せず、かつ本人の行為が原因のときだけである。戻せないが原因が他の選手（たとえば他人がこの選手の山からツモった）なら、規則はこの選手に何も科さないので、本アプリも罰則なしとする。原因を作った選手の行為はツモ間違いとして別に裁定する。
sbr-2025-2v2-wrong-tile-count-deliberate = 故意または隠蔽のための枚数違い：非スポーツ行為、第一類、審判長が決定。
sbr-2025-2v2-wrong-tile-count-accidental = 複式でない大会での過失による枚数違い：この局は和了放棄。
sbr-2025-2v2-wrong-tile-count-duplicate-restored = 複式での過失による枚数違いで、元に戻せる：戻して続行、罰則なし。
sbr-2025-2v2-wrong-tile-count-duplicate-dead-hand = 複式で本人が原因、戻せない枚数違い：この局は和了放棄。
sbr-2025-2v2-wrong-tile-count-duplicate-not-own-act = 複式で戻せないが原因は他人の枚数違い：この選手は罰則なし。原因を作った選手は別に裁定する。

# 能動的な花豚（第二条 一、二）
sbr-2025-2v2-active-flower-pig-summary = ダブルスでは欠け色を決めず、ツモったどの色も打っても残してもよいので、対局中の能動的な花豚はない。花豚は流局の精算のときだけ調べる。
sbr-2025-2v2-active-flower-pig-not-applicable = ダブルス補足規則は対局中の花豚の罰則をなくした（第二条 二）：今は何も判定しない。流局の精算のときに「花豚」を調べる。

# 花豚（第四条 六、第二条 二）
sbr-2025-2v2-flower-pig-summary = 流局の精算で、和了していない選手の手牌と副露に三色すべてがあれば花豚。捨て牌がすべて同じ色なら受動的な花豚で、不聴として支払うだけで罰則はない。二色以上を捨てていれば罰則：複式でない大会は第二類（回戦の点数 { $not-duplicate-score } 減）、複式は第三類。同じチームの二人がともに和了して終わった局は調べない。
sbr-2025-2v2-flower-pig-interpretation = 複式の第三類には三種類の減点がある。花豚は対局中の違反なので、本アプリは点数 { $duplicate-score_from }〜{ $duplicate-score_to } 減を勧め、その点数は同卓のもう一組が受け取る（第三条 四（三））。審判は IMP { $duplicate-tier_imp_from }〜{ $duplicate-tier_imp_to } 減に変えてもよい。
sbr-2025-2v2-flower-pig-not-duplicate = 花豚（複式でない）：第二類、点数 { $score } 減、通常どおり不聴としても支払う。
sbr-2025-2v2-flower-pig-duplicate = 花豚（複式）：第三類、点数 { $score_from }〜{ $score_to } 減（同卓のもう一組が受け取る）、通常どおり不聴としても支払う。

# 見逃し後の和了（第二条 三）
sbr-2025-2v2-passed-win-summary = ダブルスではいつでも、誰の牌でも、何翻でも和了できる。和了牌を見逃した後の和了は違反ではない。
sbr-2025-2v2-passed-win-not-applicable = ダブルス補足規則は見逃し後の和了を認める（第二条 三）：罰則なし。

# 誤和了（第四条 七）
sbr-2025-2v2-false-win-summary = 和了を宣言したが確認すると和了形でない（三色ある場合も含む）：第二類、回戦の点数 { $declared-score } 減、この局のカン点を返す。和了牌を取るか和了カードを置くか、どちらかをした時点で和了は成立とみなす。三色での宣言は誤和了のみで、花豚は加えない。複式では同卓のもう一組が { $declared-score } を受け取る。
sbr-2025-2v2-false-win-interpretation = 補足規則はカン点に触れず本規則とも矛盾しないので、本規則どおりこの局のカン点を返す。補足規則は回戦負けの条文を書き直す際に「同じ回戦で二度目の { $declared-score } 点減点」を削ったので、同じ回戦の二度目の誤和了も { $declared-score } 減で、それだけでは回戦負けにならない。
sbr-2025-2v2-false-win-declared = 和了は成立しない：点数 { $score } 減、カン点を返す。複式では同卓のもう一組が { $score } を受け取る。

# 手続き上の違反（第四条 八）
sbr-2025-2v2-lineup-late-summary = 団体戦でオーダーを期限までに出さない：第三類。順位点の大会は順位点 { $rank-points-rank_points_from }〜{ $rank-points-rank_points_to } 減、IMP の大会は IMP { $imp-imp_from }〜{ $imp-imp_to } 減。
sbr-2025-2v2-lineup-late-rank-points = オーダー提出遅れ：順位点 { $rank_points_from }〜{ $rank_points_to } 減。
sbr-2025-2v2-lineup-late-imp = オーダー提出遅れ：IMP { $imp_from }〜{ $imp_to } 減。

sbr-2025-2v2-timeout-overrun-summary = 団体戦でタイムアウト（局の間、{ $imp-imp } 回 5 分以内）の終了時に会場に戻っていない：第三類、順位点 { $rank-points-rank_points_from }〜{ $rank-points-rank_points_to } 減または IMP { $imp-imp_from }〜{ $imp-imp_to } 減。
sbr-2025-2v2-timeout-overrun-rank-points = タイムアウト後に戻らない：順位点 { $rank_points_from }〜{ $rank_points_to } 減。
sbr-2025-2v2-timeout-overrun-imp = タイムアウト後に戻らない：IMP { $imp_from }〜{ $imp_to } 減。

sbr-2025-2v2-signalling-system-summary = 認められていないサインの体系を使う：第二類（順位点 { $rank-points-rank_points } 減または IMP { $imp-imp } 減）、主催者に報告し、さらに処分されることがある。
sbr-2025-2v2-signalling-system-rank-points = 認められていないサイン体系：順位点 { $rank_points } 減、主催者に報告。
sbr-2025-2v2-signalling-system-imp = 認められていないサイン体系：IMP { $imp } 減、主催者に報告。

sbr-2025-2v2-result-confirmation-summary = 試合後すぐに成績を確認しない：第三類（順位点 { $rank-points-late-rank_points_from }〜{ $rank-points-late-rank_points_to } 減または IMP { $imp-late-imp_from }〜{ $imp-late-imp_to } 減）。審判に促されても故意に引き延ばす・拒む：第二類（順位点 { $rank-points-refused-rank_points } 減または IMP { $imp-refused-imp } 減）。
sbr-2025-2v2-result-confirmation-rank-points-late = 成績確認の遅れ：順位点 { $rank_points_from }〜{ $rank_points_to } 減。
sbr-2025-2v2-result-confirmation-imp-late = 成績確認の遅れ：IMP { $imp_from }〜{ $imp_to } 減。
sbr-2025-2v2-result-confirmation-rank-points-refused = 促されても確認を引き延ばす・拒む：順位点 { $rank_points } 減。
sbr-2025-2v2-result-confirmation-imp-refused = 促されても確認を引き延ばす・拒む：IMP { $imp } 減。

# 規律上の違反（第四条 九）
sbr-2025-2v2-briefing-absence-summary = 大会前の監督会議に出席しない：第三類。順位点の大会は順位点 { $rank-points-rank_points_from }〜{ $rank-points-rank_points_to } 減、IMP の大会は IMP { $imp-imp_from }〜{ $imp-imp_to } 減。
sbr-2025-2v2-briefing-absence-rank-points = 監督会議を欠席：順位点 { $rank_points_from }〜{ $rank_points_to } 減。
sbr-2025-2v2-briefing-absence-imp = 監督会議を欠席：IMP { $imp_from }〜{ $imp_to } 減。

sbr-2025-2v2-ceremony-or-dress-summary = 公式の式典を欠席する、または式典や対局で服装が規定に合わない：第三類、順位点 { $rank-points-rank_points_from }〜{ $rank-points-rank_points_to } 減または IMP { $imp-imp_from }〜{ $imp-imp_to } 減。本規則では情状により賞の一部を取り消すこともできる。
sbr-2025-2v2-ceremony-or-dress-rank-points = 式典の欠席または服装違反：順位点 { $rank_points_from }〜{ $rank_points_to } 減。
sbr-2025-2v2-ceremony-or-dress-imp = 式典の欠席または服装違反：IMP { $imp_from }〜{ $imp_to } 減。

sbr-2025-2v2-no-credential-summary = 有効な証明証を着けずに、またはチームのユニフォームを着ずに会場に入る：第三類、順位点 { $rank-points-rank_points_from }〜{ $rank-points-rank_points_to } 減または IMP { $imp-imp_from }〜{ $imp-imp_to } 減。
sbr-2025-2v2-no-credential-rank-points = 証明証またはユニフォームなし：順位点 { $rank_points_from }〜{ $rank_points_to } 減。
sbr-2025-2v2-no-credential-imp = 証明証またはユニフォームなし：IMP { $imp_from }〜{ $imp_to } 減。

sbr-2025-2v2-phone-summary = 対局中に携帯電話などを持っているのが見つかった：出ていない・見ていないなら第三類（順位点 { $rank-points-carried-rank_points_from }〜{ $rank-points-carried-rank_points_to } 減または IMP { $imp-carried-imp_from }〜{ $imp-carried-imp_to } 減）、出た・見たなら第二類（順位点 { $rank-points-used-rank_points } 減または IMP { $imp-used-imp } 減）、繰り返しまたは重大なら第一類。
sbr-2025-2v2-phone-repeated = 携帯電話の違反が繰り返しまたは重大：第一類、審判長が決定。
sbr-2025-2v2-phone-rank-points-used = 携帯電話に出た・見た：順位点 { $rank_points } 減。
sbr-2025-2v2-phone-imp-used = 携帯電話に出た・見た：IMP { $imp } 減。
sbr-2025-2v2-phone-rank-points-carried = 携帯電話を持っていたが出ていない・見ていない：順位点 { $rank_points_from }〜{ $rank_points_to } 減。
sbr-2025-2v2-phone-imp-carried = 携帯電話を持っていたが出ていない・見ていない：IMP { $imp_from }〜{ $imp_to } 減。

sbr-2025-2v2-prohibited-items-summary = 会場に持ち込めない物を持ち込む：第三類（順位点 { $rank-points-first-rank_points_from }〜{ $rank-points-first-rank_points_to } 減または IMP { $imp-first-imp_from }〜{ $imp-first-imp_to } 減）。繰り返しまたは重大なら第二類（順位点 { $rank-points-repeated-rank_points } 減または IMP { $imp-repeated-imp } 減）。
sbr-2025-2v2-prohibited-items-rank-points-first = 禁止物の持ち込み：順位点 { $rank_points_from }〜{ $rank_points_to } 減。
sbr-2025-2v2-prohibited-items-imp-first = 禁止物の持ち込み：IMP { $imp_from }〜{ $imp_to } 減。
sbr-2025-2v2-prohibited-items-rank-points-repeated = 禁止物の持ち込みが繰り返しまたは重大：順位点 { $rank_points } 減。
sbr-2025-2v2-prohibited-items-imp-repeated = 禁止物の持ち込みが繰り返しまたは重大：IMP { $imp } 減。

# ツモ間違い（第四条 五（二）、本規則 第十二条 八（三））
sbr-2025-2v2-wrong-draw-summary = 違う場所からツモろうとしたら他の選手が指摘する。複式：各自が自分の山を守り、誤ってツモった牌はすぐ戻す。戻せなければ、その局を打ち切るか打ち直すかを審判が決める。複式でない大会は本規則どおり：表を見ず戻せば罰則なし、表を見たら第四類、表を見てすぐ報告され戻せなければ第四類と和了放棄。
sbr-2025-2v2-wrong-draw-interpretation = 複式のツモ間違いについて補足規則は、戻すこと、または審判が打ち切りか打ち直しを決めることだけを定め、罰則を挙げていない。本アプリは複式では本規則の警告を適用しないと読む。ここでの「配牌のやり直し」は打ち直しを表す。審判が打ち切りを決めたら無効として扱う。
sbr-2025-2v2-wrong-draw-unseen = 違う場所に触れたが表を見ず・触らずに戻した：罰則なし。
sbr-2025-2v2-wrong-draw-seen = 違う牌をツモって表を見た・触ったが戻した：この回戦での警告相当の違反回数で判定。
sbr-2025-2v2-wrong-draw-unrestorable = 違う牌をツモって表を見て、戻せない：この回戦での警告相当の違反回数で判定し、和了放棄を加える。
sbr-2025-2v2-wrong-draw-duplicate-restored = 複式：誤ってツモった牌をすぐ戻す。罰則なし。
sbr-2025-2v2-wrong-draw-duplicate-unrestorable = 複式：誤ってツモり戻せない：その局を打ち切るか打ち直すかを審判が決める。

# ── 本規則の項目（ダブルスの罰則段階で計算し直したもの）──

sbr-2025-2v2-interference-summary = 場外の手段で故意に他の選手を妨げる（話しかけ、音を立て続ける、不適切な服装や動作、牌を強く叩きつけるなど）：故意なら第一類または第二類（点数 { $malicious-score } 減）、過失で軽微なら第三類（点数 { $unintended-serious-score_from }〜{ $unintended-serious-score_to } 減）または第四類（警告から）。
sbr-2025-2v2-interference-malicious-serious = 故意で重大な妨害：第一類、審判長が決定。
sbr-2025-2v2-interference-malicious = 故意の妨害：第二類、点数 { $score } 減。
sbr-2025-2v2-interference-unintended-serious = 過失だが影響の大きい妨害：第三類、点数 { $score_from }〜{ $score_to } 減。
sbr-2025-2v2-interference-unintended-minor = 過失で軽微な妨害：この回戦での警告相当の違反回数で判定。

sbr-2025-2v2-disruptive-strategy-summary = その局で自分の得点を増やさず他者の得点だけを乱す不合理な妨害策：故意なら第一類または第二類（点数 { $malicious-score } 減）、過失で軽微なら第三類（点数 { $unintended-serious-score_from }〜{ $unintended-serious-score_to } 減）または第四類。
sbr-2025-2v2-disruptive-strategy-malicious-serious = 故意で重大な妨害策：第一類、審判長が決定。
sbr-2025-2v2-disruptive-strategy-malicious = 故意の妨害策：第二類、点数 { $score } 減。
sbr-2025-2v2-disruptive-strategy-unintended-serious = 過失だが影響の大きい妨害策：第三類、点数 { $score_from }〜{ $score_to } 減。
sbr-2025-2v2-disruptive-strategy-unintended-minor = 過失で軽微な妨害策：この回戦での警告相当の違反回数で判定。

sbr-2025-2v2-deal-error-summary = 配牌で取り忘れ・取り違え・先取り。過失で全員が手牌を伏せていた：元に戻し、戻せなければ配り直し。故意：非スポーツ行為、第三類（点数 { $deliberate-score_from }〜{ $deliberate-score_to } 減）と配り直し。過失で誰かが伏せていなかった：その選手は和了放棄、他は元に戻す。
sbr-2025-2v2-deal-error-interpretation = 複式の配牌は、山を確認し、配られた手牌を立て、親が { $deliberate-score } 枚ツモること。そこでの誤りは審判の監督の下で止めて元に戻す（補足規則 第四条 五（一））。戻せなければ「配り直し」はボードの作り直し（第四条 三）を意味する。選手本人への罰則（第三類、和了放棄）は補足規則で変わらず、そのまま適用する。
sbr-2025-2v2-deal-error-deliberate = 故意の配牌ミス：第三類、点数 { $score_from }〜{ $score_to } 減、配り直し。
sbr-2025-2v2-deal-error-not-face-down = 配牌ミスで手牌を伏せていなかった：この局は和了放棄、他の選手は元に戻す。
sbr-2025-2v2-deal-error-restored = 過失の配牌ミスで元に戻した：罰則なし。
sbr-2025-2v2-deal-error-redeal = 過失の配牌ミスで戻せない：配り直し（複式ではボードを作り直す）。

sbr-2025-2v2-exposed-void-summary = ダブルスでは局の始めに欠け色を決めないので、欠け色の露見はない。
sbr-2025-2v2-exposed-void-not-applicable = ダブルスには欠け色がない（補足規則 第二条 一）：欠け色の露見は適用されない。

sbr-2025-2v2-exposed-tiles-summary = 対局中に自分の手牌を誤って見せ、すぐ戻した：第四類（警告から）。故意に他人に見せた：第三類（点数 { $shown-score_from }〜{ $shown-score_to } 減）。局や結果に重大な影響があれば第二類（点数 { $shown-serious-score } 減）。
sbr-2025-2v2-exposed-tiles-accidental = 誤って見せてすぐ戻した：この回戦での警告相当の違反回数で判定。
sbr-2025-2v2-exposed-tiles-shown = 故意に見せた：第三類、点数 { $score_from }〜{ $score_to } 減。
sbr-2025-2v2-exposed-tiles-shown-serious = 故意に見せて重大な影響：第二類、点数 { $score } 減。

sbr-2025-2v2-exposed-others-tiles-summary = 対局中に同卓の他の選手の手牌を卓上にさらした：第三類（点数 { $play-on-score_from }〜{ $play-on-score_to } 減）。その局を早めに精算するか、取り消すか、打ち直すかは審判が決める。
sbr-2025-2v2-exposed-others-tiles-play-on = 他人の手牌をさらした：第三類、点数 { $score_from }〜{ $score_to } 減。局はそのまま続ける。
sbr-2025-2v2-exposed-others-tiles-settled-early = 他人の手牌をさらした：第三類、点数 { $score_from }〜{ $score_to } 減。局はここで終え、現状で精算する。
sbr-2025-2v2-exposed-others-tiles-voided = 他人の手牌をさらした：第三類、点数 { $score_from }〜{ $score_to } 減。局は取り消し、全員 0 点と数える。
sbr-2025-2v2-exposed-others-tiles-replayed = 他人の手牌をさらした：第三類、点数 { $score_from }〜{ $score_to } 減。局は打ち直す。

sbr-2025-2v2-mistaken-claim-summary = ポン・カンで出した牌がそのポン・カンにならない（ダブルスに欠け色はないので欠け色のポン・カンはない）。自分の打牌・ツモの前にやめた：元に戻し第四類。その後でやめた：第四類と和了放棄。取り返しのつかない影響（誤カンで他人のハイテイ牌をツモったなど）：妨害として第二類。ダブルスでは花豚の追加罰はない。
sbr-2025-2v2-mistaken-claim-disrupted = 取り返しのつかない影響のある誤ポン・誤カン：第二類、点数 { $score } 減、和了放棄。
sbr-2025-2v2-mistaken-claim-after-turn = 自分の打牌・ツモの後でやめた誤ポン・誤カン：この回戦での警告相当の違反回数で判定し、和了放棄を加える。
sbr-2025-2v2-mistaken-claim-corrected = 自分の打牌・ツモの前にやめた誤ポン・誤カン：元に戻し、この回戦での警告相当の違反回数で判定。

sbr-2025-2v2-winning-tile-not-taken-summary = 和了を宣言したのに和了牌を取らずに対局や計算が進み、後で分かった：すぐに取って正しく置く（複式では和了カードの横、放銃者の方向に）。まだどの牌か分かるなら第三類（点数 { $identifiable-score_from }〜{ $identifiable-score_to } 減）。分からなければ誤和了として第二類（点数 { $lost-score } 減、カン点を返す）。
sbr-2025-2v2-winning-tile-not-taken-identifiable = 和了牌を取っていないがまだ分かる：取って置き、第三類、点数 { $score_from }〜{ $score_to } 減。
sbr-2025-2v2-winning-tile-not-taken-lost = 和了牌を取らず、もう分からない：誤和了、点数 { $score } 減、カン点を返す。

sbr-2025-2v2-empty-claim-summary = ポン・カンを発声して実行しない：第四類、警告から。発声で他の選手を誤らせ進行に影響したときは妨害として第三類（点数 { $misled-score_from }〜{ $misled-score_to } 減）。
sbr-2025-2v2-empty-claim-plain = 誰も誤らせなかった空発声：この回戦での警告相当の違反回数で判定。
sbr-2025-2v2-empty-claim-misled = 他の選手を誤らせた空発声：第三類、点数 { $score_from }〜{ $score_to } 減。

sbr-2025-2v2-empty-win-call-summary = 和了を宣言して取り消す：第三類（点数 { $plain-score_from }〜{ $plain-score_to } 減）。他の選手を誤らせ進行に影響したときは重く罰し、本アプリは第二類（点数 { $misled-score } 減）を勧める。言い間違いで宣言して取り消した場合も同じ。
sbr-2025-2v2-empty-win-call-plain = 和了宣言の取り消し：第三類、点数 { $score_from }〜{ $score_to } 減。
sbr-2025-2v2-empty-win-call-misled = 他の選手を誤らせた和了宣言の取り消し：重く、第二類、点数 { $score } 減。

sbr-2025-2v2-changed-call-summary = 卓の状況に変化がないのに言い間違いで発声を変える・取り消す：第四類。言い間違えたのがポン・カンなら空ポン・空カン（第四類）、和了なら和了宣言の取り消し（第三類、点数 { $win-score_from }〜{ $win-score_to } 減）。審判が言い間違いでないと判断すれば最初の発声が有効で第四類。
sbr-2025-2v2-changed-call-not-slip = 言い間違いではない：最初の発声が有効。この回戦での警告相当の違反回数で判定。
sbr-2025-2v2-changed-call-pung-kong = ポン・カンの言い間違いを変更：空発声として、この回戦での警告相当の違反回数で判定。
sbr-2025-2v2-changed-call-win = 和了の言い間違いを変更：和了宣言の取り消しとして第三類、点数 { $score_from }〜{ $score_to } 減。

sbr-2025-2v2-silent-claim-summary = ポン・カン・和了を発声せずに動作した：動作が妥当ならそのまま成立し第四類。何度注意されても直らなければ第三類（点数 { $unreasonable-score_from }〜{ $unreasonable-score_to } 減）。妥当でない動作は無効で第三類。
sbr-2025-2v2-silent-claim-unreasonable = 無発声で妥当でない動作：動作は無効、第三類、点数 { $score_from }〜{ $score_to } 減。
sbr-2025-2v2-silent-claim-persistent = 注意されても発声しない：第三類、点数 { $score_from }〜{ $score_to } 減。
sbr-2025-2v2-silent-claim-reasonable = 無発声だが妥当な動作：成立。この回戦での警告相当の違反回数で判定。

sbr-2025-2v2-wrong-seat-summary = 審判の決めた席に座らない：第三類。順位点の大会は順位点 { $rank-points-rank_points_from }〜{ $rank-points-rank_points_to } 減、IMP の大会は IMP { $imp-imp_from }〜{ $imp-imp_to } 減。
sbr-2025-2v2-wrong-seat-rank-points = 席の誤り：順位点 { $rank_points_from }〜{ $rank_points_to } 減。
sbr-2025-2v2-wrong-seat-imp = 席の誤り：IMP { $imp_from }〜{ $imp_to } 減。

sbr-2025-2v2-scoresheet-error-summary = スコアシートを規定どおりに記入しない：第三類、順位点 { $rank-points-rank_points_from }〜{ $rank-points-rank_points_to } 減または IMP { $imp-imp_from }〜{ $imp-imp_to } 減。
sbr-2025-2v2-scoresheet-error-rank-points = スコアシートの記入誤り：順位点 { $rank_points_from }〜{ $rank_points_to } 減。
sbr-2025-2v2-scoresheet-error-imp = スコアシートの記入誤り：IMP { $imp_from }〜{ $imp_to } 減。

sbr-2025-2v2-equipment-removed-summary = 回戦（ステージ）の後に用具を会場から持ち出す、または元に戻さない：第三類、順位点 { $rank-points-rank_points_from }〜{ $rank-points-rank_points_to } 減または IMP { $imp-imp_from }〜{ $imp-imp_to } 減。
sbr-2025-2v2-equipment-removed-rank-points = 用具の持ち出し・未返却：順位点 { $rank_points_from }〜{ $rank_points_to } 減。
sbr-2025-2v2-equipment-removed-imp = 用具の持ち出し・未返却：IMP { $imp_from }〜{ $imp_to } 減。

sbr-2025-2v2-slow-to-leave-summary = 対局を終えた選手が指示どおりすぐに退場しない：第三類、順位点 { $rank-points-rank_points_from }〜{ $rank-points-rank_points_to } 減または IMP { $imp-imp_from }〜{ $imp-imp_to } 減。
sbr-2025-2v2-slow-to-leave-rank-points = 終了後すぐに退場しない：順位点 { $rank_points_from }〜{ $rank_points_to } 減。
sbr-2025-2v2-slow-to-leave-imp = 終了後すぐに退場しない：IMP { $imp_from }〜{ $imp_to } 減。

sbr-2025-2v2-scoresheet-late-summary = スコアシートを期限までに出さない：第三類、順位点 { $rank-points-rank_points_from }〜{ $rank-points-rank_points_to } 減または IMP { $imp-imp_from }〜{ $imp-imp_to } 減。
sbr-2025-2v2-scoresheet-late-rank-points = スコアシート提出遅れ：順位点 { $rank_points_from }〜{ $rank_points_to } 減。
sbr-2025-2v2-scoresheet-late-imp = スコアシート提出遅れ：IMP { $imp_from }〜{ $imp_to } 減。

sbr-2025-2v2-noise-summary = 会場で大声を出す、失礼な言動をする：第三類（順位点 { $rank-points-rank_points_from }〜{ $rank-points-rank_points_to } 減または IMP { $imp-imp_from }〜{ $imp-imp_to } 減）。極めて悪質なら重く罰し、最高で出場停止と主催者への報告（第一類）。
sbr-2025-2v2-noise-grave = 極めて悪質な大声・失礼な言動：第一類、審判長が決定。
sbr-2025-2v2-noise-rank-points = 大声・失礼な言動：順位点 { $rank_points_from }〜{ $rank_points_to } 減。
sbr-2025-2v2-noise-imp = 大声・失礼な言動：IMP { $imp_from }〜{ $imp_to } 減。

sbr-2025-2v2-smoking-summary = 禁煙区域での喫煙（電子たばこを含む）：第三類（順位点 { $rank-points-rank_points_from }〜{ $rank-points-rank_points_to } 減または IMP { $imp-imp_from }〜{ $imp-imp_to } 減）。繰り返しまたは重大なら第一類。
sbr-2025-2v2-smoking-repeated = 喫煙違反が繰り返しまたは重大：第一類、審判長が決定。
sbr-2025-2v2-smoking-rank-points = 禁煙区域で喫煙：順位点 { $rank_points_from }〜{ $rank_points_to } 減。
sbr-2025-2v2-smoking-imp = 禁煙区域で喫煙：IMP { $imp_from }〜{ $imp_to } 減。

sbr-2025-2v2-watching-others-summary = 対局中に無断で席を離れ、他の対局や他の選手の手牌を見る：第三類、順位点 { $rank-points-rank_points_from }〜{ $rank-points-rank_points_to } 減または IMP { $imp-imp_from }〜{ $imp-imp_to } 減。
sbr-2025-2v2-watching-others-rank-points = 無断で離席して観戦：順位点 { $rank_points_from }〜{ $rank_points_to } 減。
sbr-2025-2v2-watching-others-imp = 無断で離席して観戦：IMP { $imp_from }〜{ $imp_to } 減。

sbr-2025-2v2-focus-table-disobedience-summary = 注目卓で審判の指示に何度も従わない：第三類、順位点 { $rank-points-rank_points_from }〜{ $rank-points-rank_points_to } 減または IMP { $imp-imp_from }〜{ $imp-imp_to } 減。
sbr-2025-2v2-focus-table-disobedience-rank-points = 注目卓で指示に何度も従わない：順位点 { $rank_points_from }〜{ $rank_points_to } 減。
sbr-2025-2v2-focus-table-disobedience-imp = 注目卓で指示に何度も従わない：IMP { $imp_from }〜{ $imp_to } 減。

sbr-2025-2v2-dissent-summary = 審判の裁定に従わない、審判に反抗する：第三類（順位点 { $rank-points-rank_points_from }〜{ $rank-points-rank_points_to } 減または IMP { $imp-imp_from }〜{ $imp-imp_to } 減）。繰り返しまたは重大なら第二類（順位点 { $rank-points-repeated-rank_points } 減または IMP { $imp-repeated-imp } 減）、最も悪質なら第一類。異議は大会の不服申立ての手続きで行い、対局を止めてはならない。
sbr-2025-2v2-dissent-rank-points = 審判に従わない・反抗する：順位点 { $rank_points_from }〜{ $rank_points_to } 減。
sbr-2025-2v2-dissent-imp = 審判に従わない・反抗する：IMP { $imp_from }〜{ $imp_to } 減。
sbr-2025-2v2-dissent-grave = 繰り返しまたは重大で、最も悪質な反抗：第一類、審判長が決定。
sbr-2025-2v2-dissent-rank-points-repeated = 繰り返しまたは重大な反抗：第二類、順位点 { $rank_points } 減。
sbr-2025-2v2-dissent-imp-repeated = 繰り返しまたは重大な反抗：第二類、IMP { $imp } 減。

# ── 解釈（本規則の項目をダブルスでどう読むか）──
sbr-2025-2v2-information-passing-interpretation = ダブルスの第三類は点数 { $first-score_from }〜{ $first-score_to } 減、順位点 { $first-tier_rank_points_from }〜{ $first-tier_rank_points_to } 減、IMP { $first-tier_imp_from }〜{ $first-tier_imp_to } 減のいずれかで、どれを使うかは第三条 三が違反の種類ごとに定める：順位点と IMP は遅刻・手続き・規律の違反（三（五）（六））、点数は対局に重大な影響を与える故意の行為（三（七））。情報の伝達はこれに当たるので、本アプリは点数 { $first-score_from }〜{ $first-score_to } 減とする（同じ回戦で前回より下げない。複式では同卓のもう一組が受け取る）。補足規則は本規則の「重大なら第二類」をなくし、注意後も続ければ第一類とした。
sbr-2025-2v2-interference-interpretation = 規則は「故意：第一類または第二類」と「過失で軽微：第三類または第四類」の二段階しかない。本アプリは各段階を重さで分ける：故意で重大は第一類、故意は第二類（点数 { $malicious-score } 減）、過失だが重いものは第三類（点数 { $unintended-serious-score_from }〜{ $unintended-serious-score_to } 減）、過失で軽微は第四類。複式では減らした点数を同卓のもう一組が受け取る。
sbr-2025-2v2-disruptive-strategy-interpretation = 妨害と同じく各段階を重さで分ける：故意で重大は第一類、故意は第二類（点数 { $malicious-score } 減）、過失だが重いものは第三類（点数 { $unintended-serious-score_from }〜{ $unintended-serious-score_to } 減）、過失で軽微は第四類。明確な競技上の狙いがあり順位を上げうる戦略は正当で、違反ではない。
sbr-2025-2v2-exposed-tiles-interpretation = 誤って見せてすぐに戻さなかった場合は規則に別記がなく、本アプリは第四類のまま扱う。故意に見せるのは対局中の故意の行為なので、本アプリは点数を減らし（{ $shown-score_from }〜{ $shown-score_to } または { $shown-serious-score }）、複式では同卓のもう一組が受け取る。審判は順位点や IMP に変えてもよい。
sbr-2025-2v2-exposed-others-tiles-interpretation = 規則はどの種類の減点かを言わない。対局中の行為なので、本アプリは点数 { $play-on-score_from }〜{ $play-on-score_to } 減とする。局の扱いも審判が決めて記録する：取り消した局は卓内で全員 0 点と数え（減点は残る。複式では比較できなくなるため開室・閉室とも無効）、打ち直す局は配牌からやり直し、途中精算の局は現状で計算する。
sbr-2025-2v2-mistaken-claim-interpretation = 取り返しのつかない影響がある場合、本アプリは点数 { $disrupted-score } 減（対局中の行為）とし、戻せないので和了放棄も加える。ダブルスには欠け色も対局中の花豚の罰もないので、本規則の欠け色のポン・カンと花豚の追加罰の場合は適用しない。
sbr-2025-2v2-winning-tile-not-taken-interpretation = 和了牌がまだ分かるなら対局中のミスなので、本アプリは第三類のうち点数 { $identifiable-score_from }〜{ $identifiable-score_to } 減とする。審判は順位点 { $identifiable-tier_rank_points_from }〜{ $identifiable-tier_rank_points_to } 減または IMP { $identifiable-tier_imp_from }〜{ $identifiable-tier_imp_to } 減に変えてもよい。
sbr-2025-2v2-empty-claim-interpretation = 第三類は点数・順位点・IMP のどれでも減らせる。対局中の妨害には点数 { $misled-score_from }〜{ $misled-score_to } 減（同じ回戦で前回より下げない）を勧めるが、審判は変更できる。
sbr-2025-2v2-empty-win-call-interpretation = 普通の和了宣言の取り消しは対局中のミスなので、本アプリは点数 { $plain-score_from }〜{ $plain-score_to } 減とする。「重く罰する」には尺度がない。空ポン・空カンが他人を誤らせたとき一段重くなるのに合わせ、本アプリは第二類の点数 { $misled-score } 減を勧めるが、審判は第三類の範囲で重くしてもよい。
sbr-2025-2v2-changed-call-interpretation = 「第四類」と「言い間違いの和了は和了宣言の取り消しとみなす」（第三類）は矛盾する。本アプリは本規則 第八条 二（三）に従い、言い間違いの和了は和了宣言の取り消し（点数 { $win-score_from }〜{ $win-score_to } 減）、ポン・カンは空発声として警告の段階で扱う。
sbr-2025-2v2-silent-claim-interpretation = 第三類の二つの場合はどちらも対局中の発声の問題なので、本アプリは点数 { $unreasonable-score_from }〜{ $unreasonable-score_to } 減とする。「何度も注意」とは、この回戦ですでに発声について注意（警告を含む）を受けたことを指す。
sbr-2025-2v2-noise-interpretation = 「重く罰する」は上限（出場停止と報告）しか示していない。本アプリは極めて悪質な場合に第一類の選択肢を示し、審判長が決める。審判は第二類の範囲（順位点 { $imp-imp } 減または IMP 6 減）にとどめてもよい。
sbr-2025-2v2-dissent-interpretation = これは対局中の行為ではなく審判に対する規律の問題なので、本アプリは補足規則 第三条 三（五）（六）により順位点または IMP を減らす：第三類は順位点 { $rank-points-rank_points_from }〜{ $rank-points-rank_points_to } 減または IMP { $imp-imp_from }〜{ $imp-imp_to } 減、第二類は順位点 { $rank-points-repeated-rank_points } 減または IMP { $imp-repeated-imp } 減。第二類と第一類の境目は、暴言、人身攻撃、対局の中断など極めて悪質かどうかとする。

# ── ダブルスで読み方が変わる本規則の項目 ──
sbr-2025-2v2-wrecked-wall-summary = 対局中に山を崩してその局を続けられなくした：第二類。その局を早めに精算するか、取り消すか、打ち直すかは審判が決める。
sbr-2025-2v2-wrecked-wall-interpretation = ダブルスの第二類は点数 { $settled-early-score } 減、順位点 { $settled-early-tier_rank_points } 減、IMP { $settled-early-tier_imp } 減のいずれか。対局中の行為なので、本アプリは点数 { $voided-score } 減とする（複式では同卓のもう一組が受け取る）。ダブルスには「同じ回戦で二度目の { $replayed-score } 減点で回戦負け」の規定はない。審判は順位点 { $replayed-tier_rank_points } 減または IMP { $replayed-tier_imp } 減に変えてもよい。局の扱いも審判が決めて記録する：取り消した局は卓内で全員 0 点と数え（減点は残る。複式では比較できなくなるため開室・閉室とも無効）、打ち直す局は配牌からやり直し、途中精算の局は現状で計算する。
sbr-2025-2v2-wrecked-wall-settled-early = 山を崩して局を続けられない：第二類、点数 { $score } 減。局は現状で精算する。
sbr-2025-2v2-wrecked-wall-voided = 山を崩して局を続けられない：第二類、点数 { $score } 減。局は取り消し、全員 0 点と数える。
sbr-2025-2v2-wrecked-wall-replayed = 山を崩して局を続けられない：第二類、点数 { $score } 減。局は打ち直す。

sbr-2025-2v2-cards-and-calls-summary = 正しく発声しない、和了後に和了カードを規定どおり置かない（複式では和了牌を放銃者の方向に合わせて和了カードの横に置く）、流局の聴牌確認で聴牌カードを正しく置かない：手続き上の違反、第四類（警告から）。ダブルスに欠け色カードはない。
sbr-2025-2v2-cards-and-calls-committed = 発声やカードの使い方の誤り：この回戦での警告相当の違反回数で判定。

sbr-2025-2v2-ready-card-misuse-summary = テンパイカードは自分がテンパイしているかを正しく示さなければならず、誤りはすぐ直す。テンパイしていないのにわざとテンパイ側に置く：違反、カードを直させ、審判が裁量で追加の罰則を科す。流局時の確認でカードが正しくない：第四類。
sbr-2025-2v2-ready-card-misuse-interpretation = 本規則第十条 三（六）は故意の偽テンパイ表示への追加処罰を審判の裁量に委ねている。本アプリはカードそのものに第四類（警告の段階）を科し、さらに審判が選ぶ追加処罰を加える：ダブルスの故意の対局中の違反として点数 { $false-ready-score_from }〜{ $false-ready-score_to } 減（2V2 第三条 三（七）、既定の提案）、または局に非常に重大な影響を与えた場合は { $false-ready-score_2 } 減（三（四））。複式では同卓のもう一組が受け取る。
sbr-2025-2v2-ready-card-misuse-false-ready = ノーテンなのに故意にテンパイ表示：カードを直し、この回戦での警告相当の違反回数で判定したうえ、審判が選ぶ追加処罰（点数 { $score_from }〜{ $score_to } 減、または { $score_2 } 減）を科す。
sbr-2025-2v2-ready-card-misuse-misplaced = 確認時のテンパイカードの置き間違い：直して、この回戦での警告相当の違反回数で判定。

sbr-2025-2v2-own-play-error-summary = 他の選手に影響しない自分の打牌上の違反（多牌・少牌など）：この局は和了放棄で、最後まで打つ。和了放棄の選手はこの局のカン点をすべて返し、流局の精算で花豚であってはならず、他人の聴牌を調べられない。流局時に聴牌していれば他人に調べられなくてよい。審判が公表するか他の選手が指摘しない限り、自分から知らせる必要はない。
sbr-2025-2v2-own-play-error-interpretation = 本アプリの和了放棄は常にこの局のカン点の返却を含む。補足規則は和了放棄を書き直す際に本規則の「聴牌のため以外はポン・カンできない」を残さなかったので、本アプリはダブルスではこの制限はないと読む。
sbr-2025-2v2-own-play-error-dead-hand = 他人に影響しない自分の打牌上の違反：この局は和了放棄（カン点を返す）。

sbr-2025-2v2-call-after-dead-hand-summary = 和了放棄の選手がポンまたはカンをする。
sbr-2025-2v2-call-after-dead-hand-not-applicable = ダブルス補足規則は和了放棄を書き直す際に「聴牌のため以外はポン・カンできない」という制限を残さず、本規則もこれに罰則を定めていない：罰則なし。

# 待機、カン（第一条 十四、十五）
sbr-2025-2v2-standby-action-summary = 複式でツモる牌がない選手は待機状態で、ポンと和了しかできない。打ち方を前もって考えておき、待機中は他の動作をしない。再びツモれる牌ができれば待機を抜ける。
sbr-2025-2v2-standby-action-not-applicable = 補足規則は待機中の他の動作に罰則を定めていない。他の違反（情報の伝達、先ヅモなど）にあたるならその項目で扱う。
sbr-2025-2v2-kong-tile-choice-summary = 複式でカンを見せて伏せるときは自然に置き、どの牌を伏せるかを意図的に選ばない。
sbr-2025-2v2-kong-tile-choice-not-applicable = 補足規則はこれに罰則を定めていない。伏せ方でパートナーに合図したなら「情報の伝達」として扱う。

# How a ruling is appealed ([appeals] in ruleset.toml).
sbr-2025-2v2-appeals-summary = 四川麻将の本規則と同じ：異議は局の進行中に申し出て、提訴は審判長が扱い、ルールに基づく裁定については委員会は変更の勧告のみできる（第十三条）。2V2 補足規定に提訴の条文はない。節・輪の終了後 30 分以内に双方が認めた非複式の盤の扱いは提訴ではない。
