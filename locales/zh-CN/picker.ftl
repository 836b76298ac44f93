# The tile picker.
ui-picker-hint = 轻点牌张即加入；长按该牌，或轻点手牌中的牌，即取出一张。
