# The tile picker.
ui-picker-hint = 牌をタップすると加え、長押しするか手牌の中の牌をタップすると一枚取り出します。
