# sbr-2025-2v2 が追加する共通の文字列：違反名と質問。

incident-board-exposed = ボードの露見（複式）
incident-board-not-duplicated = 複式の不成立
incident-flower-pig = 精算時の花豚（花猪）
incident-lineup-late = オーダー提出の遅れ
incident-timeout-overrun = タイムアウト後の遅れ
incident-signalling-system = 認められていないサイン体系
incident-result-confirmation = 成績の未確認
incident-prohibited-items = 禁止物の持ち込み

question-scoring = この大会の得点方式は？
question-scoring-help = 複式でない場合、回戦ごとに同卓の二組の点数合計を比べ、勝った組が順位点 1 を得る。複式（両ルームで同じボードを打つ）では局ごとの差分を IMP に換算する。
question-scoring-rank-points = 複式でない：順位点・点数
question-scoring-imp = 複式：差分 / IMP
question-substitute_available = チームに出場できる補欠はいますか？
question-substitute_available-help = 補欠はチームの登録名簿に載っている必要がある。
question-boards_cancelled = 審判はオープン・クローズドの両室で何副の牌を取り消しますか？
question-boards_cancelled-help = 遅刻 10 分につき 1 副を目安に、全体の日程も考えて決める。取り消した 1 副ごとに相手チームへ IMP 4 点を補償する。取り消さない場合は 0。
question-after_correction = 注意された後も続けましたか？
question-after_correction-help = つまり、同じことで審判からすでに注意または罰を受けていた。
question-after_reminder = 審判に促された後も、故意に引き延ばしたり拒んだりしていますか？
question-after_reminder-help = すぐに確認しないだけなら第三類。促された後の故意の引き延ばし・拒否が第二類。
incident-standby-action = 待機中の他の動作（複式）
incident-kong-tile-choice = カンで伏せる牌を選ぶ（複式）
question-can_replay = その局の牌を作り直して両ルームで打ち直せますか？
question-caused_by_player = 枚数違いは本人の行為が原因ですか？
question-caused_by_player-help = たとえば自分で一枚多くツモった場合。他人が原因（他の選手がこの選手の山からツモったなど）なら「いいえ」。
