print("liftd-bench")
