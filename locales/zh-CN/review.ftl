# 总裁判长的审阅与报表（mjref review、mjref report、审阅界面）。
review-struck = 已撤销
review-possible-duplicate = 可能重复记录：{ $first } 与 { $second }
report-yes = 是
report-no = 否
# Between two sanctions of one ruling.
report-separator = { "；" }
