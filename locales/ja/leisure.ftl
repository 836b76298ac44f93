# レジャー麻雀大会ルール（休闲麻将比赛规则）：処分の段階、各項目の要約（独自の言葉で）と各結果の理由。条文は原典の章と番号で引く（例：休闲 和牌 7）。

tier-leisure-by-gravity = 情状に応じて：警告・減点・和了放棄

leisure-standings-interpretation = 成績は実点制で、各回戦の点数を累計し、合計で順位を決める。各回戦に計上するのは、すべての減点と支払いを反映した後の点数で、着順による順位点はない：回戦の「順位点」はこの調整後の点数そのもので、合計はその累計である。棄権となるほどの遅刻（遅刻の項を参照）はその回戦を { $absent_score } 点とし、その席で打った補欠や代打ちの点数は誰の成績にもならない。合計が同じときは、回戦の着順が上の者、上位の着順が多い者、一回戦の最高点が高い者の順に上とし、それでも同じなら同順位とする。アプリはこの順で合計の順位を決める。3 人未満になった卓の扱いは原典では審判に委ねられている。

leisure-late-arrival-summary = 選手は開始前に入場しなければならない。{ $first-band-minutes_late_le } 分以内の遅刻：警告。{ $second-band-minutes_late_gt } 分を超え { $second-band-minutes_late_le } 分以内：警告と、回戦の点数から { $second-band-score } 点減点。{ $last-band-minutes_late_gt } 分超：棄権としてその回戦は 0 点。欠席者の代わりに補欠、または指定された代打ちが打てる（代打ちの点数は誰の成績にもならない）。3 人なら通常どおり打ち、支払う。
leisure-late-arrival-first-band = { $minutes_late } 分の遅刻、{ $minutes_late_le } 分以内：警告。
leisure-late-arrival-second-band = { $minutes_late } 分の遅刻、{ $minutes_late_gt } 分超 { $minutes_late_le } 分以内：警告と、回戦の点数から { $score } 点減点。
leisure-late-arrival-last-band = { $minutes_late } 分の遅刻、{ $minutes_late_gt } 分超：棄権、その回戦は 0 点。

leisure-cheating-summary = 対局中に牌を盗む・すり替える・隠す：その局は和了できず打ち続けるだけ（和了放棄）、警告 1 回、回戦の点数から { $committed-score } 点減点。
leisure-cheating-committed = 牌の不正：和了放棄、警告、回戦の点数から { $score } 点減点。

leisure-information-passing-summary = 言葉や動作で他の選手にほのめかし・合図を送る：情状に応じて、警告・減点・和了放棄のいずれかを審判が科す。
leisure-information-passing-interpretation = 原典はこの減点の点数を定めていない。このアプリは、原典が他の箇所（遅刻・不正）で唯一定める { $signalled-score } 点を提案する。審判や大会は別の点数を定めてよい。
leisure-information-passing-signalled = 合図・通し：情状に応じて審判が警告・減点・和了放棄から選ぶ。

leisure-disruptive-conduct-summary = 理由なく騒ぎ立てる者は大会の出場資格を取り消す。他の選手の打牌を乱すその他の行為も禁止だが、原典は処分を定めていない。
leisure-disruptive-conduct-disqualified = 理由のない騒ぎ立て：大会の出場資格を取り消す。

leisure-wrong-tile-count-summary = 牌の枚数が多いか少ない（大相公・小相公）。花牌を晒して補充を忘れた場合、カンの補充を忘れた場合も含む：その局は和了放棄、その他の権利はそのまま。カンがある場合：他家が和了すれば、小相公（少牌）はカン点を受け取れるが、大相公（多牌）は受け取れない。流局なら、どちらもカンを持つ他の選手と同じく他の 3 人にカン点を払う。
leisure-wrong-tile-count-interpretation = 原典は大相公は「カン点を得ない」とする。カン点は和了後に精算されるので、このアプリでは「この局のカン点を返す」と記録する：そのカンの点は受け取らず、受け取っていれば返す。
leisure-wrong-tile-count-no-kong = 枚数違い：その局は和了放棄。
leisure-wrong-tile-count-big-kong-won = 多牌でカンあり、他家が和了：和了放棄、この局のカン点はなし。
leisure-wrong-tile-count-small-kong-won = 少牌でカンあり、他家が和了：和了放棄。カン点は通常どおり受け取る。
leisure-wrong-tile-count-kong-drawn = 枚数違いでカンあり、流局：和了放棄。カンを持つ他の選手と同じく、他の 3 人にカン点を払う。

leisure-false-kong-summary = 暗カンが確認の結果偽りだった：他の各選手にカン点の二倍を払う。
leisure-false-kong-interpretation = カンの点数は大会の役表にあり、この規則にはないため、支払額は審判が入力する：カン点の二倍を他の各選手に。示される上限は入力の範囲にすぎない。
leisure-false-kong-declared = 偽りの暗カン：他の各選手にカン点の二倍を払う。

leisure-under-minimum-win-summary = 和了には { $declared-pay } 点以上が必要（花牌は数えない）。それに満たない手で和了を宣言するのは强和：他の各選手に { $declared-pay } 点と花の点（1 枚 1 点）を払い、その局は終わる。
leisure-under-minimum-win-declared = 三点に満たない和了宣言（强和）：他の各選手に { $pay } 点と花 1 枚につき 1 点を払い、その局は終わる。

leisure-wrong-win-summary = 手を完成させない牌で和了を宣言（错和）：他の各選手に宣言した手の点数を払い、その局は終わる。
leisure-wrong-win-interpretation = 支払うのは宣言した手を規則どおりに数えた点数（花を含む）で、最低 { $declared-pay } 点。審判が入力する。示される上限は入力の範囲にすぎない。
leisure-wrong-win-declared = 違う牌での和了（错和）：他の各選手に宣言した手の点数を払い、その局は終わる。

leisure-false-win-summary = 和了を宣言した者は和了でなければならず、そうでなければ诈和でその局は終わる。テンパイせずに宣言（寻常诈和）、または和了放棄中に宣言（有意诈和）：他の各選手に宣言した点数の 2 倍を払う。その他の诈和：他の各選手に受け取るはずだった点数を払う。最低 { $other-pay } 点で、花の点は別に加える。違う牌での和了（错和）と点数不足（强和）は別項目。
leisure-false-win-interpretation = 点数は宣言した手を規則どおりに数えたもの（花を含む）。2 倍の場合は { $not-tenpai-pay } 点以上（最低 { $other-pay } 点の 2 倍）、その他の诈和は { $other-pay } 点以上に花を加えた額を示す。額は審判が入力する。示される上限は入力の範囲にすぎない。
leisure-false-win-dead-hand = 和了放棄中の和了宣言（有意诈和）：他の各選手に宣言した点数の 2 倍を払い、その局は終わる。
leisure-false-win-not-tenpai = テンパイしていない和了宣言（寻常诈和）：他の各選手に宣言した点数の 2 倍を払い、その局は終わる。
leisure-false-win-other = 诈和：他の各選手に受け取るはずだった点数（最低 { $pay_from } 点、花は別）を払い、その局は終わる。

leisure-early-draw-summary = 上家が打牌する前にツモってはならない。
leisure-early-draw-not-applicable = 原典は先ヅモを違反とするが処分を定めていないため、この規則では処分しない。

leisure-naming-discard-summary = 打牌のときに牌の名を口にするのは違反である。名前を言い間違え、それがもとで他家がその牌で和了した場合、和了は有効。
leisure-naming-discard-not-applicable = 原典は打牌時の牌名の発声を違反とするが処分を定めていない。言い間違えた牌での和了は有効。

leisure-noise-summary = 対局中に大声で騒いではならない。
leisure-noise-not-applicable = 原典は対局中の大声を禁じているが処分を定めていない。理由なく騒ぎ立てる行為は別の項目（出場資格の取消）。

leisure-changed-call-summary = 発声は規定の言葉だけ：（チー）、ポン、カン、和了、花。言い直しやほかの言葉による発声は無効で、そのまま対局を続ける。
leisure-changed-call-not-applicable = 処分はない：原典は言い直しやほかの言葉による発声を無効とし、対局を続けるとだけ定めている。

# How a ruling is appealed ([appeals] in ruleset.toml).
leisure-appeals-summary = この規則に提訴の手続きはない。卓で解決できない争いは審判が規則に従って裁定する（开牌与行牌 25）。提訴は審判長が扱い、大会規程に定めがなければ、期限・書面・費用はない。
