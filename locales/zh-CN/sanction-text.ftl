# 金额不止一个数的支付。
ui-sanction-pay-by-role = 支付庄家 { $dealer }，其他每人 { $others }
ui-sanction-pay-shares = 共支付 { $total }，按判罚所列分配
