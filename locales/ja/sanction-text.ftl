# 金額が一つの数でない支払い。
ui-sanction-pay-by-role = 親に { $dealer }、ほかの各自に { $others } を支払う
ui-sanction-pay-shares = 合計 { $total } を裁定のとおりに分けて支払う
